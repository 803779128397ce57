import { connect, type AddressInfo } from 'node:net';
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

  it('forgets a request whose client went away before the answer', async () => {
    const app = Fastify();
    const lifecycle = newLifecycle(app);
    let responseClosed: Promise<void> = Promise.resolve();
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async (_request, reply) => {
      responseClosed = new Promise((resolve) => reply.raw.once('close', () => resolve()));
      entered();
      await responseClosed;
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    await inHandler;
    expect(lifecycle.running()).toEqual(['GET /slow for 0 s']);
    socket.destroy();
    await responseClosed;
    expect(lifecycle.running()).toEqual([]);
    await app.close();
  });
});
