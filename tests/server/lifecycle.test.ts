import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newLifecycle } from '../../server/lifecycle';

describe('requests in flight, named for a drain that runs out of time', () => {
  it('lists a request by method and route pattern while it runs, and forgets it once answered', async () => {
    const app = Fastify();
    const lifecycle = newLifecycle(app);
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/file/:name', async () => {
      entered();
      await released;
      return { ok: true };
    });
    await app.ready();

    const answer = app.inject({ method: 'GET', url: '/api/file/secret-name.jpg?token=abc' });
    await inHandler;
    expect(lifecycle.running()).toEqual(['GET /api/file/:name for 0 s']);
    release();
    expect((await answer).statusCode).toBe(200);
    expect(lifecycle.running()).toEqual([]);
    await app.close();
  });
});
