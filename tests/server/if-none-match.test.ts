import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNotModified } from '../../server/plugins/if-none-match';

const TAG = 'W/"abc-123"';

describe('If-None-Match (one rule for every ETag the server answers)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/tagged', async (request, reply) => {
      if (await sendNotModified(request, reply, TAG)) return undefined;
      return { body: true };
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  const ask = (ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url: '/tagged',
      headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
    });

  it.each([
    ['the tag itself', TAG],
    ['its strong form (the comparison is weak)', '"abc-123"'],
    ['a list that names it', 'W/"other", W/"abc-123"'],
    ['a list without spaces', '"other",W/"abc-123"'],
    ['any answer at all', '*'],
  ])('answers 304 with the tag to %s', async (_what, header) => {
    const res = await ask(header);
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(TAG);
  });

  it.each([
    ['no header', undefined],
    ['another tag', 'W/"abc-124"'],
    ['the tag unquoted', 'abc-123'],
    ['the tag fifth in a list (only four are compared)', '"a", "b", "c", "d", W/"abc-123"'],
    ['the tag after a malformed entry', 'nonsense, W/"abc-123"'],
  ])('answers in full, with the tag, to %s', async (_what, header) => {
    const res = await ask(header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: true });
    expect(res.headers.etag).toBe(TAG);
  });
});
