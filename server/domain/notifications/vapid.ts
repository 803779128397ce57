import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { serverFacts } from '../../db/schema';
import type { PushKeys } from './push-send';

const VAPID_FACT = 'vapid-keys';

/**
 * The configured pair; outside production without one, a pair made once and kept in the database
 * (like the development session secret), so every process and every restart signs with the same
 * key and browsers' subscriptions stay valid. Production without a pair sends no push.
 */
export async function resolvePushKeys(db: Db, config: Config): Promise<PushKeys | null> {
  const subject = config.vapidSubject;
  if (config.vapid) return { ...config.vapid, subject };
  if (config.nodeEnv === 'production') return null;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(serverFacts)
    .values({ key: VAPID_FACT, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverFacts.value })
    .from(serverFacts)
    .where(eq(serverFacts.key, VAPID_FACT));
  const kept = row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : fresh;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
