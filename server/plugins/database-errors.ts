import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

type Refusal = { status: number; message: string };
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

type CodedError = Error & {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

/** The driver's error under Drizzle's wrapper (pg and PGlite both carry the SQLSTATE as `code`). */
function driverErrorOf(error: unknown): CodedError | null {
  const inner = error instanceof DrizzleQueryError ? error.cause : error;
  return inner instanceof Error ? (inner as CodedError) : null;
}

function sqlStateOf(error: unknown): string | null {
  const code = driverErrorOf(error)?.code;
  return typeof code === 'string' && SQLSTATE.test(code) ? code : null;
}

/**
 * What a database failure means to the customer, by SQLSTATE class: a value the database cannot
 * hold is the request's fault (400), a constraint is a conflict (409), contention and an
 * unreachable database are worth retrying (503). Anything else stays a 500.
 */
export function refusalForDatabaseError(error: unknown): Refusal | null {
  const state = sqlStateOf(error);
  if (state) {
    if (state.startsWith('22')) {
      return { status: 400, message: 'The request holds a value that cannot be stored' };
    }
    if (state.startsWith('23')) {
      return { status: 409, message: 'The request conflicts with data already saved' };
    }
    if (state === '40001' || state === '40P01' || state.startsWith('53') || state === '57014') {
      return { status: 503, message: 'The service is busy. Please try again.' };
    }
    if (state.startsWith('08') || state.startsWith('57P')) {
      return { status: 503, message: 'The service is unavailable. Please try again shortly.' };
    }
    return null;
  }
  const code = driverErrorOf(error)?.code;
  if (
    error instanceof DrizzleQueryError &&
    typeof code === 'string' &&
    CONNECTION_CODES.has(code)
  ) {
    return { status: 503, message: 'The service is unavailable. Please try again shortly.' };
  }
  return null;
}

const firstFrame = (stack: string | undefined): string =>
  stack ? stack.slice(Math.max(0, stack.indexOf('\n    at '))) : '';

/**
 * An error as the logs may see it. A failed query's message and properties carry its parameters
 * (a password hash, an email, a token's HMAC), and a driver's message can quote the offending
 * value, so only the statement text, the SQLSTATE and the names of what failed are kept.
 */
export function loggableError(error: unknown): Error | SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const driver = driverErrorOf(error);
  if (!(error instanceof DrizzleQueryError) && !(driver && sqlStateOf(error))) return error;
  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type: error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.name,
    message: query ? `Failed query: ${query}` : 'Database error',
    query,
    code: pick(driver?.code),
    table: pick(driver?.table),
    column: pick(driver?.column),
    constraint: pick(driver?.constraint),
    routine: pick(driver?.routine),
    stack: `${error.name}: ${query ? 'Failed query' : 'Database error'}${firstFrame(error.stack)}`,
  };
}

/** pino's error serializer, fed the loggable form. */
export function serializeError(error: unknown): SerializedError {
  const safe = loggableError(error);
  return safe instanceof Error ? stdSerializers.err(safe) : safe;
}
