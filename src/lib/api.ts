import type { z } from 'zod/mini';
import { envelopeOfText, type Envelope } from '../../contract/read-envelope';
import { toast } from './toast';
import { reportServerReachable } from './connectivity';

/**
 * offline: the server could not be reached at all (no network, server down, proxy 502-504).
 * unauthorized: 401, the session is missing or expired.
 * refused: the server answered and said no (4xx or `status: false`).
 * server: the server failed (5xx) or answered something that is not our contract.
 */
export type ApiErrorKind = 'offline' | 'unauthorized' | 'refused' | 'server';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;

  constructor(kind: ApiErrorKind, message: string, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The server's own words when it answered with a refusal (a 403, a 404: a vehicle not shared
 * with this customer, an owner's page): a screen says them rather than blaming the connection.
 */
export const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error.kind === 'refused' ? error.message : null;

export const OFFLINE_MESSAGE = 'You are offline. This needs a connection.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';
const CONTRACT_MESSAGE = 'Unexpected response from the server.';

/** Announced for any 401 outside /api/auth/*; the app sends the customer to sign in. */
export const SESSION_EXPIRED_EVENT = 'cargo:session-expired';

// Our own target works without a DOM (node tests); the window event is for anything else listening.
const sessionEvents = new EventTarget();

/** Also for 401s seen outside this client (the outbox sender's own requests). */
export function announceSessionExpired(): void {
  sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

export function onSessionExpired(listener: () => void): () => void {
  sessionEvents.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => sessionEvents.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}

export type CallOptions = {
  /** Toast the server's message on success (SPEC §8). Default false. */
  toastSuccess?: boolean;
  /** Toast failures. Default true. */
  toastError?: boolean;
  /**
   * No toast when the server cannot be reached: for a read whose screen shows its mirror and the
   * offline banner, or says itself that it needs a connection. A flag of the call, whatever its
   * HTTP method; other failures still toast. Default false.
   */
  quietOffline?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The receipt upload goes to another origin without credentials (SPEC §6). */
  credentials?: RequestCredentials;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Paths may be written as in SPEC §7 ('/api/customer/user') or without the '/api' prefix. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/api/') || path === '/api') return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function classify(status: number, envelope: Envelope<unknown> | null): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  // A gateway with no envelope means our server is not reachable behind it.
  if ((status === 502 || status === 503 || status === 504) && !envelope) return 'offline';
  if (status >= 500) return 'server';
  return 'refused';
}

/**
 * A response's schema, or its module still loading: the request goes out at once and the answer
 * is checked once both are there, so a lazily imported contract adds no round trip.
 */
export type SchemaArg<S extends z.ZodMiniType> = S | Promise<S>;

/** An answer and the ETag it came with; null when the server said the caller's copy stands (304). */
export type Validated<T> = { data: T; etag: string | null } | null;

async function exchange<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  body: unknown,
  schema: SchemaArg<S>,
  options: CallOptions = {},
  etag: string | null = null,
): Promise<Validated<z.output<S>>> {
  const url = apiUrl(path);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (etag) headers['If-None-Match'] = etag;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const toastErrors = options.toastError ?? true;
  // Awaited only once the answer is in: a schema module that fails to load meanwhile is not an
  // unhandled rejection.
  void Promise.resolve(schema).catch(() => undefined);

  const fail = (error: ApiError): never => {
    const quietOffline = error.kind === 'offline' && options.quietOffline === true;
    if (toastErrors && !quietOffline) toast.error(error.message);
    if (error.kind === 'unauthorized' && !url.startsWith('/api/auth/')) announceSessionExpired();
    throw error;
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: options.credentials ?? 'same-origin',
      signal: options.signal,
      // A request naming its own ETag gets the server's 304 itself, never the browser's cache.
      ...(etag ? { cache: 'no-store' as const } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportServerReachable(false);
    return fail(new ApiError('offline', OFFLINE_MESSAGE));
  }

  if (etag && response.status === 304) {
    reportServerReachable(true);
    return null;
  }
  const envelope = envelopeOfText(await response.text());
  reportServerReachable(classify(response.status, envelope) !== 'offline');
  if (!response.ok || !envelope || !envelope.status) {
    const kind = response.ok
      ? envelope
        ? 'refused'
        : 'server'
      : classify(response.status, envelope);
    const fallback =
      kind === 'offline' ? OFFLINE_MESSAGE : kind === 'server' ? SERVER_MESSAGE : CONTRACT_MESSAGE;
    const message = envelope?.message || (response.ok ? CONTRACT_MESSAGE : fallback);
    return fail(new ApiError(kind, message, response.status));
  }

  const parsed = (await schema).safeParse(envelope.data);
  if (!parsed.success) return fail(new ApiError('server', CONTRACT_MESSAGE, response.status));
  if (options.toastSuccess && envelope.message) toast.success(envelope.message);
  return { data: parsed.data, etag: response.headers.get('etag') };
}

let writes = 0;
/**
 * How many calls that may change the server (a POST, PUT or DELETE that is not a list read) this
 * page has sent: a check that every mirror stands holds only until the next one.
 */
export const writesSent = (): number => writes;

async function call<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  body: unknown,
  schema: SchemaArg<S>,
  options: CallOptions = {},
): Promise<z.output<S>> {
  if (method !== 'GET') writes += 1;
  // Without an ETag sent there is no 304: an answer always comes with its data.
  const answer = await exchange(method, path, body, schema, options);
  if (!answer) throw new ApiError('server', CONTRACT_MESSAGE, 304);
  return answer.data;
}

export const api = {
  get: <S extends z.ZodMiniType>(path: string, schema: SchemaArg<S>, options?: CallOptions) =>
    call('GET', path, undefined, schema, options),
  /**
   * A signed-in read that is not a list, naming the ETag of the copy the device holds: null
   * when the server says it still stands (304, no body), else the answer and its own ETag.
   */
  getTagged: <S extends z.ZodMiniType>(
    path: string,
    schema: SchemaArg<S>,
    etag: string | null,
    options?: CallOptions,
  ) => exchange('GET', path, undefined, schema, options, etag),
  post: <S extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: SchemaArg<S>,
    options?: CallOptions,
  ) => call('POST', path, body ?? {}, schema, options),
  /**
   * A signed-in list read naming the ETag of the copy the device holds: null when the server
   * says it still stands (304, no body), else the answer and its own ETag.
   */
  postList: <S extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: SchemaArg<S>,
    etag: string | null,
    options?: CallOptions,
  ) => exchange('POST', path, body ?? {}, schema, options, etag),
  put: <S extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: SchemaArg<S>,
    options?: CallOptions,
  ) => call('PUT', path, body ?? {}, schema, options),
  /** `options.body` is for the few deletes SPEC §7 gives a payload (a cancelled subscription). */
  del: <S extends z.ZodMiniType>(
    path: string,
    schema: SchemaArg<S>,
    options?: CallOptions & { body?: unknown },
  ) => call('DELETE', path, options?.body, schema, options),
};
