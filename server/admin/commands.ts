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
import { databaseReceiptStore } from '../storage/database-store';
import { moveDatabaseReceipts } from '../storage/move-receipts';
import { isReadThrough } from '../storage/read-through-store';
import type { ReceiptStore } from '../storage/receipt-store';
import { claimDetail, exportReceipt } from './show-claim';
import { listVehicles } from './vehicles';

export const USAGE = `Usage: npm run admin -- <command>

  list-customers
  list-vehicles [--customer <customerId>] [--email <email>] [--rego <registration>]
  list-claims [--customer <email>] [--status SUBMITTED|APPROVED|REJECTED|PAID]
  show-claim <claimId> [--export <file>]   details, bank account, and the receipt saved to <file>
  approve-claim <claimId>
  reject-claim <claimId>
  mark-paid <claimId>
  assign-fuel-card <vehicleId> <cardNumber> [--expiry MM/YYYY]
  expire-fuel-card <vehicleId>
  move-receipts                            with RECEIPT_STORE=s3: receipts kept in the database move into the bucket`;

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

/** One field a line, for a single record too wide for a table row. */
function record(row: Record<string, unknown>, print: Print): void {
  const width = Math.max(...Object.keys(row).map((k) => k.length));
  for (const [key, value] of Object.entries(row)) print(`${key.padEnd(width)}  ${String(value)}`);
}

/**
 * What some commands need beyond the database: where receipts are kept, and the key that opens
 * a claim's sealed bank account (asked for only by show-claim, so no other command needs it).
 */
export type AdminTools = { receipts?: ReceiptStore; payoutKey?: () => Promise<Buffer> };

/** Runs one operator command; answers the process exit code. */
export async function runAdmin(
  db: Db,
  argv: string[],
  print: Print,
  { receipts = databaseReceiptStore(db), payoutKey }: AdminTools = {},
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { positional, flags } = options(rest);
    switch (command) {
      case 'list-customers':
        table(await listCustomers(db), print);
        return 0;
      case 'list-vehicles': {
        const customer = flags.get('customer');
        const email = flags.get('email');
        const rego = flags.get('rego');
        table(
          await listVehicles(db, {
            ...(customer ? { customer } : {}),
            ...(email ? { email } : {}),
            ...(rego ? { rego } : {}),
          }),
          print,
        );
        return 0;
      }
      case 'show-claim': {
        const detail = await claimDetail(db, await payoutKey?.(), one(positional, 'claim id'));
        record(detail, print);
        const file = flags.get('export');
        if (file) {
          const bytes = await exportReceipt(receipts, detail.receipt, file);
          print(`Receipt saved to ${file} (${bytes} bytes, ${detail.receiptType}).`);
        }
        return 0;
      }
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
        const card = await assignFuelCard(db, vehicleId, cardNumber, expiry);
        table([card], print);
        print(
          card.replaced
            ? `Replaced card ${card.replaced}, which is no longer active.`
            : 'The vehicle had no active card before.',
        );
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
      case 'move-receipts': {
        if (!isReadThrough(receipts)) {
          print(
            'RECEIPT_STORE is database: the receipts are there already. Set RECEIPT_STORE=s3 and the S3_ settings to move them into a bucket.',
          );
          return 2;
        }
        const summary = await moveDatabaseReceipts(db, receipts.older, receipts.primary);
        print(
          `Receipts moved into the bucket: ${summary.moved}; there already: ${summary.alreadyThere}.`,
        );
        return 0;
      }
      case undefined:
      case 'help':
        print(USAGE);
        return 0;
      default:
        throw new UsageError(`Unknown command '${command}'.`);
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
