import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction as HookDone,
} from 'fastify';
import { confirmScopedSession } from '../domain/accounts/session-scope';
import {
  findSession,
  sessionKeyOf,
  sessionLifetime,
  type SessionCustomer,
} from '../domain/accounts/sessions';
import type { VersionedKey, VersionedRows } from '../domain/accounts/list-version';
import type { Envelope } from '../../contract/envelope';
import { HttpError, ok } from '../http';
import { sendNotModified } from './if-none-match';
import { listEtag, matchedVersion } from './list-etag';

export const SESSION_COOKIE = 'cargo_session';
export const SIGN_IN_MESSAGE = 'Please sign in to continue';

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
 * For a `sessionInQuery` list whose statement is versioned (list-version.ts): the page in its
 * envelope, with an ETag naming the customer's list version (list-etag.ts); or, when the request's
 * `If-None-Match` is this page's tag and PostgreSQL says the version still stands, a 304 with no
 * body and no page built. A session that is not live is refused either way. A page that can
 * change with nothing written (a debit in flight) gets no tag, so it is always built.
 */
export async function answerListPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (key: VersionedKey) => Promise<VersionedRows<T>>,
  message: (rows: T[]) => string,
): Promise<Envelope<T[]> | undefined> {
  const key = request.sessionKey;
  if (!key) throw new HttpError(401, SIGN_IN_MESSAGE);
  const page = await read({ ...key, knownVersion: matchedVersion(request, key) });
  // Rows prove the session live (and slide its expiry); without them it is looked up on its own.
  const app = request.server;
  if (!(await confirmScopedSession(app.db, key, page.session, sessionLifetime(app.config)))) {
    throw new HttpError(401, SIGN_IN_MESSAGE);
  }
  // An unchanged page's version is the one its request's tag named, so that tag answers it.
  const tag = page.timeBound ? null : listEtag(request, key, page.version);
  if (tag && (await sendNotModified(request, reply, tag))) return undefined;
  // PostgreSQL answers "unchanged" only for the version it was given, which came from the tag.
  if (page.rows === null) {
    throw new Error('A list page was unchanged, but no version was asked about');
  }
  return ok(page.rows, message(page.rows));
}
