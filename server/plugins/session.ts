import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction as HookDone,
} from 'fastify';
import {
  confirmScopedSession,
  type ScopedRows,
  type SessionKey,
  type SessionTimes,
} from '../domain/accounts/session-scope';
import {
  findSession,
  sessionKeyOf,
  sessionLifetime,
  type SessionCustomer,
} from '../domain/accounts/sessions';
import type { VersionedKey, VersionedRows } from '../domain/accounts/list-version';
import { HttpError, ok } from '../http';

export const SESSION_COOKIE = 'cargo_session';
const SIGN_IN_MESSAGE = 'Please sign in to continue';

// Swagger UI serves its own assets under /api/docs; they carry no customer data.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Loads the session for every /api request and refuses, with a 401 envelope, any route that is
 * not declared `config: { public: true }`: a new route is private unless someone says otherwise.
 */
export function registerSession(app: FastifyInstance, secret: string): void {
  app.decorateRequest('customer', null);
  app.decorateRequest('sessionKey', null);
  const lifetime = sessionLifetime(app.config);
  // Past the session, only a known route that is public, or has a customer, goes on.
  const admit = (request: FastifyRequest, reply: FastifyReply, done: HookDone) => {
    const routeKnown = Boolean(request.routeOptions.url);
    if (!routeKnown || request.routeOptions.config?.public || request.customer) return done();
    void reply.code(401).send({ status: false, message: SIGN_IN_MESSAGE });
  };
  // A callback hook rather than an async one: most requests are decided without waiting.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || isDocs(request.url)) return done();
    const token = request.cookies[SESSION_COOKIE];
    const key = token ? sessionKeyOf(token, secret) : null;
    if (key && request.routeOptions.config?.sessionInQuery) {
      // The route's own statement checks the session (see session-scope.ts).
      request.sessionKey = key;
      reply.header('cache-control', 'no-store');
      return done();
    }
    if (!key) return admit(request, reply, done);
    findSession(app.db, key, lifetime).then((customer) => {
      request.customer = customer;
      // What a signed-in customer is answered is theirs alone: no cache, shared or private,
      // keeps it (a route that knows better, like a receipt image, sets its own).
      if (customer) reply.header('cache-control', 'no-store');
      admit(request, reply, done);
    }, done);
  });
}

export function requireCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.customer;
}

/**
 * For a `sessionInQuery` route: runs its one statement for the session's key and answers 401
 * when the session turns out not to be live (a live one has its expiry slid, as a lookup does).
 */
async function readLive<R extends { session: SessionTimes | null }>(
  request: FastifyRequest,
  read: (key: SessionKey) => Promise<R>,
): Promise<R> {
  const key = request.sessionKey;
  if (!key) throw new HttpError(401, SIGN_IN_MESSAGE);
  const found = await read(key);
  const app = request.server;
  if (!(await confirmScopedSession(app.db, key, found.session, sessionLifetime(app.config)))) {
    throw new HttpError(401, SIGN_IN_MESSAGE);
  }
  return found;
}

/** The rows a `sessionInQuery` read finds for the session's customer. */
export async function readForSession<T>(
  request: FastifyRequest,
  read: (key: SessionKey) => Promise<ScopedRows<T>>,
): Promise<T[]> {
  return (await readLive(request, read)).rows;
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/**
 * For a `sessionInQuery` list whose statement is versioned (list-version.ts): answers the page,
 * or, when PostgreSQL says the customer's lists have not changed since this process answered
 * the same page to the same session, the text it sent then, with no page built, decoded,
 * mapped or serialized. A session that is not live is refused either way.
 */
export async function answerListPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (key: VersionedKey) => Promise<VersionedRows<T>>,
  message: (rows: T[]) => string,
): Promise<void> {
  const cache = request.server.pageCache;
  const key = request.sessionKey;
  // Under the session's own key: a kept page is only ever sent back to the session it was read
  // for. (Without a key readLive refuses the request.)
  const pageKey =
    key && `${request.routeOptions.url}\n${key.sessionId}\n${JSON.stringify(request.body)}`;
  const kept = key && pageKey ? cache.get(pageKey, key.now.getTime()) : undefined;
  const page = await readLive(request, (key) =>
    read({ ...key, knownVersion: kept?.version ?? null }),
  );
  let text: string;
  if (page.rows === null) {
    // PostgreSQL answers "unchanged" only for the version it was given, which came from `kept`.
    if (!kept) throw new Error('A list page was unchanged, but no page was kept');
    text = kept.text;
  } else {
    const serialized = reply.serialize(ok(page.rows, message(page.rows)));
    // zod's serializer (fastify-type-provider-zod) writes strings; fastify's type allows bytes.
    if (typeof serialized !== 'string') throw new Error('A list page serialized to bytes');
    text = serialized;
    if (pageKey) {
      cache.set(pageKey, {
        text,
        version: page.version,
        freshUntilMs: page.freshUntilMs ?? Number.POSITIVE_INFINITY,
      });
    }
  }
  // Awaiting the reply waits until it is written: the route's promise then settles answered.
  await reply.type('application/json; charset=utf-8').send(text);
}
