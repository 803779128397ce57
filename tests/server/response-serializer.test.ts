import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../contract/envelope';
import { vehicleList } from '../../contract/vehicles';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { pgliteTemplate } from './harness';

const vehicleRow = {
  id: 'v1',
  vehicleDetails: { name: 'CX-5 GT', body: 'SUV', engine: '2.2L Diesel' },
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  createdOn: '2026-11-26T01:02:03.004Z',
  isActive: true,
  subscribeStatus: 2,
  registerationNumber: 'ABC123',
  deleteBlockedReason: null,
};

/**
 * The app's answers go through its response serializer: a route whose rows carry columns the
 * contract does not declare (a join's extra column, a customer's email) must not send them.
 */
describe('answers carry only what the response schema declares', () => {
  let database: Database;
  let app: App;
  let answer: unknown;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDump: await pgliteTemplate() });
    app = await buildApp({ config: testConfig(), database });
    app.get(
      '/api/test/vehicles',
      { schema: { response: { 200: envelope(vehicleList) } }, config: { public: true } },
      // The handler's type is the schema's; the rows here are what a careless query returns.
      async () => answer as never,
    );
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('leaves out the extra columns of a row, however deep', async () => {
    answer = {
      status: true,
      message: 'Vehicles',
      passwordHash: 'x',
      data: [
        {
          ...vehicleRow,
          customerEmail: 'a@b.c',
          vehicleDetails: { ...vehicleRow.vehicleDetails, cost: 1 },
        },
        { ...vehicleRow, id: 'v2', deleteBlockedReason: 'Cancel the subscription first.' },
      ],
    };
    const res = await app.inject({ method: 'GET', url: '/api/test/vehicles' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('customerEmail');
    expect(res.body).not.toContain('cost');
    expect(res.json()).toEqual({
      status: true,
      message: 'Vehicles',
      data: [
        vehicleRow,
        { ...vehicleRow, id: 'v2', deleteBlockedReason: 'Cancel the subscription first.' },
      ],
    });
  });

  it('refuses an answer that lacks a required property, sending none of it', async () => {
    const { make: _make, ...noMake } = vehicleRow;
    answer = { status: true, message: 'Vehicles', data: [{ ...noMake, customerEmail: 'a@b.c' }] };
    const res = await app.inject({ method: 'GET', url: '/api/test/vehicles' });
    expect(res.statusCode).toBe(500);
    expect(res.json().status).toBe(false);
    expect(res.body).not.toContain('a@b.c');
    expect(res.body).not.toContain('CX-5');
  });
});
