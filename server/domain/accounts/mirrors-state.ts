import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import { fuelCards, odometerReadings, payments, payoutAccounts, sessions } from '../../db/schema';
import { todayIso } from '../odometer/coming-up';
import { withListVersion } from './list-version';
import type { SessionTimes } from './session-scope';
import type { SessionKey } from './sessions';

/**
 * The customer's rows of a table no list-version trigger watches, as one text: whatever writes
 * them (a route, `npm run admin`, an operator's SQL), the text changes with them.
 */
const rowsText = (table: typeof fuelCards | typeof odometerReadings | typeof payoutAccounts) =>
  sql`coalesce((select string_agg(${table}::text, ',' order by ${table}::text) from ${table}
    where ${table.customerId} = ${sessions.customerId}), '')`;

/**
 * One statement: the live session, the customer's list version (every list, the profile, the
 * dashboard, the forecast and 'Coming up' read only tables whose triggers raise it), a digest of
 * the rows that no trigger watches (the payout account, the fuel cards, the odometer readings),
 * and the settle time of the customer's next debit in flight (until then a page counts it; from
 * then on it does not, with nothing written).
 */
const mirrorsStatement = preparedFor(
  (db, name) =>
    withListVersion(db, {
      untracked: sql<string>`md5(${rowsText(payoutAccounts)} || '|' || ${rowsText(fuelCards)}
        || '|' || ${rowsText(odometerReadings)})`,
      nextSettle: sql<string>`coalesce((select extract(epoch from min(${payments.settlesOn}))
        from ${payments} where ${payments.customerId} = ${sessions.customerId}
        and ${payments.status} = 'processing' and ${payments.settlesOn} > ${sql.placeholder('now')})::text, '')`,
    }).prepare(name),
  'mirrors_state',
);

/** What the server's answers depend on besides the database (its settings). */
export type AnswerSettings = { uploadOrigin: string; cardSurchargeRate: number };

export type MirrorsState = { tag: string; session: SessionTimes } | null;

/**
 * The tag of everything an online start mirrors, for this session; null when the session is not
 * live. It changes when any of it may have changed: a row the lists, the profile or the
 * dashboard show (the list version), the payout account, a fuel card or an odometer reading (their
 * rows), a debit reaching its settle time, the day the forecast and 'Coming up' count from (the
 * very `todayIso` their routes use), or the server's settings.
 */
export async function mirrorsState(
  db: Db,
  key: SessionKey,
  settings: AnswerSettings,
): Promise<MirrorsState> {
  const [row] = await mirrorsStatement(db).execute({ sessionId: key.sessionId, now: key.now });
  if (!row) return null;
  const digest = createHash('sha256')
    .update(
      [
        key.sessionId,
        String(row.listVersion),
        row.untracked,
        row.nextSettle,
        todayIso(key.now),
        settings.uploadOrigin,
        String(settings.cardSurchargeRate),
      ].join('\n'),
    )
    .digest('base64url')
    .slice(0, 22);
  return {
    tag: `W/"m-${digest}"`,
    session: {
      sessionExpiresMs: Number(row.sessionExpiresMs),
      sessionEndsMs: Number(row.sessionEndsMs),
    },
  };
}
