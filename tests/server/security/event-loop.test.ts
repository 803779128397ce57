import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../../server/app';
import { backends, signUp, startApp, type TestApp } from '../harness';
import { measureBlock, nestedArrays, type BlockFigures } from './event-loop-probe';

const nextYear = new Date().getFullYear() + 1;
const card = {
  cardHolderName: 'Jo Citizen',
  cardNumber: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: nextYear,
  paymentMethodId: 'pm_card_visa',
};
/** A card form that validation refuses (not a provider id), so nothing is saved. */
const refused = { ...card, paymentMethodId: 'tok_visa' };
/** That form with `field` spliced in as raw JSON, so the nesting is never built in memory. */
const cardWith = (field: string, rawJson: string) => {
  const { [field]: _dropped, ...rest } = refused as Record<string, unknown>;
  return `${JSON.stringify(rest).slice(0, -1)},${JSON.stringify(field)}:${rawJson}}`;
};
const digits = (length: number) => JSON.stringify('4'.repeat(length));

/**
 * Bodies that once froze the server (issue 11 item 9): the card-number scan walked the raw body
 * before validation, copying the path at every node, and tried every window of every digit run.
 * Under the JSON body limit they must be refused by validation at once; over it, by the limit.
 */
const hostileBodies: { name: string; body: string; status: number }[] = [
  {
    name: 'nested 30 KB in an unknown field',
    body: cardWith('note', nestedArrays(15_000)),
    status: 400,
  },
  {
    name: 'nested 30 KB as the holder name',
    body: cardWith('cardHolderName', nestedArrays(15_000)),
    status: 400,
  },
  {
    name: '30 KB of digits as the holder name',
    body: cardWith('cardHolderName', digits(30_000)),
    status: 400,
  },
  {
    name: '30 KB of digits in an unknown field',
    body: cardWith('note', digits(30_000)),
    status: 400,
  },
  { name: 'nested 239 KB', body: cardWith('note', nestedArrays(120_000)), status: 413 },
  { name: 'nested 1 MiB', body: cardWith('note', nestedArrays(520_000)), status: 413 },
  {
    name: '900 KB of digits as the holder name',
    body: cardWith('cardHolderName', digits(900_000)),
    status: 413,
  },
];

for (const backend of backends) {
  describe(`hostile bodies do not stall the server (${backend})`, () => {
    let t: TestApp;
    let port: number;
    let cookie: string;

    beforeAll(async () => {
      t = await startApp(backend);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
      cookie = (await signUp(t.app)).cookie;
      // The first requests compile the routes' code paths; the figures are for a warm server.
      await measureBlock(port, {
        path: '/api/customer/card',
        cookie,
        body: JSON.stringify(refused),
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps JSON bodies small', () => {
      expect(JSON_BODY_LIMIT).toBeLessThanOrEqual(64 * 1024);
      const under = hostileBodies.filter((b) => b.status !== 413);
      for (const { body } of under) expect(Buffer.byteLength(body)).toBeLessThan(JSON_BODY_LIMIT);
    });

    // The server and the probes share this process's one thread. On a machine busy with other
    // work every answer is slower, so health is held to 50 ms over its slowest answer just
    // before, and the hostile request's cost is read as CPU time, which other work does not
    // inflate.
    const budgetMs = 50;
    const healthDelay = (f: BlockFigures) => f.healthMaxMs - f.baselineHealthMs;
    const withinBudget = (f: BlockFigures) => healthDelay(f) < budgetMs && f.cpuMs < budgetMs;

    for (const hostile of hostileBodies) {
      it(`answers ${hostile.name} at once, health staying quick meanwhile`, async () => {
        // A body that blocks the loop does so on every try; a machine busy with other work only
        // now and then, so the best of five tries is kept.
        let figures: BlockFigures | undefined;
        for (let attempt = 0; attempt < 5 && !(figures && withinBudget(figures)); attempt += 1) {
          const tried = await measureBlock(port, {
            path: '/api/customer/card',
            cookie,
            body: hostile.body,
          });
          // A try within budget ends the loop, so it is the one kept even when an earlier try had
          // a quicker health answer but too much CPU time.
          if (
            !figures ||
            withinBudget(tried) ||
            tried.healthMaxMs + tried.loopMaxMs < figures.healthMaxMs + figures.loopMaxMs
          ) {
            figures = tried;
          }
        }
        if (!figures) throw new Error('no measurement');
        if (process.env.EVENT_LOOP_REPORT) {
          console.info(JSON.stringify({ backend, body: hostile.name, ...figures }));
        }
        expect(figures.status).toBe(hostile.status);
        expect(healthDelay(figures)).toBeLessThan(budgetMs);
        expect(figures.cpuMs).toBeLessThan(budgetMs);
      });
    }
  });
}
