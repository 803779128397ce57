import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { Answer } from './answers';
import type { Endpoints } from './endpoints';

/** A request the portal made, as a test asserts on it: the path with its query, the JSON body. */
export type Call = { method: string; url: string; body: unknown };
/** What a handler is asked. */
export type Asked = { url: URL; body: unknown; request: Request };
type Resolver<T> = (asked: Asked) => Answer<T> | Promise<Answer<T>>;
/** An answer, an answer still to come (see `held`), or a function of the request. */
export type Slot<T> = Answer<T> | Promise<Answer<T>> | Resolver<T>;
/** Known paths take their contract's data; any other path (an id in it, say) takes any data. */
export type Routes = { [K in keyof Endpoints]?: Slot<Endpoints[K]> } & {
  [other: string]: Slot<unknown> | undefined;
};

// Until a test says what the server answers, nothing answers: like a phone with no server.
export const server = setupServer(http.all('*', () => HttpResponse.error()));

let log: Call[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const call: Call = { method: request.method, url: url.pathname + url.search, body: undefined };
  log.push(call);
  if (!request.headers.get('content-type')?.includes('application/json')) return;
  // Read long before the answer reaches the screen, so before any test looks at it.
  void request
    .clone()
    .text()
    .then((text) => (call.body = JSON.parse(text) as unknown))
    .catch(() => undefined);
});

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function handlerFor(key: string, slot: Slot<unknown>): HttpHandler {
  const [method = 'GET', target = ''] = key.split(' ');
  const [path, query] = target.split('?');
  const on = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'];
  // A key may name another origin (the receipt upload); any other path is ours, whatever host.
  return on(path?.startsWith('http') ? path : `*${path}`, async ({ request }) => {
    const url = new URL(request.url);
    // A key naming a query answers only that query, as the portal writes it.
    if (query !== undefined && url.search !== `?${query}`) return undefined;
    const answer =
      typeof slot === 'function'
        ? await slot({ url, body: await bodyOf(request), request })
        : await slot;
    return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
  });
}

const notFound = http.all('*', () =>
  HttpResponse.json({ status: false, message: 'Not found' }, { status: 404 }),
);

/**
 * The server answers these routes ('METHOD /path', a query where it matters) and 404 to anything
 * else, from now on. Returns what the portal asks from here on; `server.use` overrides one route.
 */
export function serve(routes: Routes = {}) {
  const calls: Call[] = [];
  log = calls;
  const handlers = Object.entries(routes).flatMap(([key, slot]) =>
    slot === undefined ? [] : [handlerFor(key, slot)],
  );
  server.resetHandlers(...handlers, notFound);
  return {
    calls,
    called: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.split('?')[0] === path),
  };
}

/** From now on every request fails as it does with no network. */
export const offline = () => server.use(http.all('*', () => HttpResponse.error()));

/** From now on no request is ever answered: a screen stays in its loading state. */
export const unanswered = () =>
  server.use(http.all('*', () => new Promise<never>(() => undefined)));

/** Between tests: nothing answers again, and nothing asked is kept. */
export function stopServing() {
  server.resetHandlers();
  log = [];
}
