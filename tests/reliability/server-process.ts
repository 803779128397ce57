import {
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../../scripts/server-process';

export type { ServerProcess };

/**
 * The real server for the reliability tests and the soak: no demo customer and no background
 * jobs (a test runs the jobs it is about itself).
 */
export function startServer(options: ServerProcessOptions): Promise<ServerProcess> {
  return startServerProcess({
    ...options,
    env: { SEED_DEMO: 'false', JOBS_INTERVAL_SECONDS: '0', ...options.env },
  });
}

/** Fetch JSON with a cookie jar of one session; never throws on HTTP status. */
export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async call(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: { status?: boolean; message?: string; data?: unknown } }> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    let json: { status?: boolean; message?: string; data?: unknown } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      json = { message: text };
    }
    return { status: res.status, json };
  }
}
