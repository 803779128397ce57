import { randomBytes } from 'node:crypto';

export type Session = { cookie: string; customerId: string; email: string; password: string };

/** Calls the API like the portal does: same-origin JSON, with the session cookie when given. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  etag: string | null;
  body: { status?: boolean; message?: string; data?: unknown };
}> {
  const headers: Record<string, string> = { origin: baseUrl, ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: { status?: boolean; message?: string; data?: unknown } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, etag: res.headers.get('etag'), body };
}

/** A new customer through POST /api/auth/register. */
export async function signUp(baseUrl: string): Promise<Session> {
  const tag = randomBytes(4).toString('hex');
  const email = `bench.${tag}@example.com`;
  const password = `bench-${tag}-password`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Customer', email, password }),
  });
  const body = (await res.json()) as { data?: { id?: string }; message?: string };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!res.ok || !body.data?.id || !cookie) {
    throw new Error(`sign-up failed: ${res.status} ${body.message ?? ''}`);
  }
  return { cookie, customerId: body.data.id, email, password };
}

/** An existing customer through POST /api/auth/login. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { id?: string }; message?: string };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!res.ok || !body.data?.id || !cookie) {
    throw new Error(`sign-in failed: ${res.status} ${body.message ?? ''}`);
  }
  return { cookie, customerId: body.data.id, email, password };
}
