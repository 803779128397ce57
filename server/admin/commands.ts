import { EXPENSE_STATUSES, type ExpenseStatus } from '../../contract/expenses';
import type { Db } from '../db/open';
import {
  approveClaim,
  listClaims,
  listCustomers,
  markClaimPaid,
  rejectClaim,
} from '../domain/expenses/operator';
import { assignFuelCard, expireFuelCard, parseExpiry } from '../domain/fuel-cards/fuel-cards';
import { HttpError } from '../http';

export const USAGE = `Usage: npm run admin -- <command>

  list-customers
  list-claims [--customer <email>] [--status SUBMITTED|APPROVED|REJECTED|PAID]
  approve-claim <claimId>
  reject-claim <claimId>
  mark-paid <claimId>
  assign-fuel-card <vehicleId> <cardNumber> [--expiry MM/YYYY]
  expire-fuel-card <vehicleId>`;

export class UsageError extends Error {}

type Print = (line: string) => void;

function options(args: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i += 1;
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

/** Plain aligned columns: readable in a terminal, easy to grep. */
export function table(rows: Record<string, unknown>[], print: Print): void {
  if (rows.length === 0) {
    print('(none)');
    return;
  }
  const keys = Object.keys(rows[0] ?? {});
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  print(line(keys));
  rows.forEach((r) => print(line(keys.map((k) => cell(r[k])))));
}

const one = (positional: string[], what: string): string => {
  const value = positional[0];
  if (!value || positional.length > 1) throw new UsageError(`Expected exactly one ${what}`);
  return value;
};

/** Runs one operator command; answers the process exit code. */
export async function runAdmin(db: Db, argv: string[], print: Print): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { positional, flags } = options(rest);
    switch (command) {
      case 'list-customers':
        table(await listCustomers(db), print);
        return 0;
      case 'list-claims': {
        const status = flags.get('status')?.toUpperCase();
        if (status && !(EXPENSE_STATUSES as readonly string[]).includes(status)) {
          throw new UsageError(`--status must be one of ${EXPENSE_STATUSES.join(', ')}`);
        }
        const customerEmail = flags.get('customer');
        table(
          await listClaims(db, {
            ...(customerEmail ? { customerEmail } : {}),
            ...(status ? { status: status as ExpenseStatus } : {}),
          }),
          print,
        );
        return 0;
      }
      case 'approve-claim':
        table([await approveClaim(db, one(positional, 'claim id'))], print);
        return 0;
      case 'reject-claim':
        table([await rejectClaim(db, one(positional, 'claim id'))], print);
        return 0;
      case 'mark-paid':
        table([await markClaimPaid(db, one(positional, 'claim id'))], print);
        return 0;
      case 'assign-fuel-card': {
        const [vehicleId, cardNumber, extra] = positional;
        if (!vehicleId || !cardNumber || extra)
          throw new UsageError('Expected <vehicleId> <cardNumber>');
        const rawExpiry = flags.get('expiry');
        const expiry = rawExpiry ? parseExpiry(rawExpiry) : null;
        if (rawExpiry && !expiry) throw new UsageError('--expiry must be MM/YYYY');
        table([await assignFuelCard(db, vehicleId, cardNumber, expiry)], print);
        return 0;
      }
      case 'expire-fuel-card': {
        const count = await expireFuelCard(db, one(positional, 'vehicle id'));
        print(
          count
            ? `Expired ${count} card${count === 1 ? '' : 's'}.`
            : 'That vehicle has no active card.',
        );
        return 0;
      }
      default:
        print(USAGE);
        return command ? 2 : 0;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      print(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof HttpError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}
