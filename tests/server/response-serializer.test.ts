import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../contract/envelope';
import { vehicleList } from '../../contract/vehicles';
import { responseSerializerCompiler } from '../../server/plugins/response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' });

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

describe('response serializer', () => {
  it('writes what zod would: the same JSON for a page of vehicles', () => {
    const schema = envelope(vehicleList);
    const body = {
      status: true,
      message: 'Vehicles',
      data: [
        { ...vehicleRow, totalCount: 2 },
        { ...vehicleRow, id: 'v2', deleteBlockedReason: 'Cancel the subscription first.' },
      ],
    };
    expect(JSON.parse(compile(schema)(body))).toEqual(z.encode(schema, body));
  });

  it('sends only the properties the schema declares, however deep', () => {
    const schema = envelope(vehicleList);
    const leaky = {
      status: true,
      message: 'Vehicles',
      passwordHash: 'x',
      data: [
        {
          ...vehicleRow,
          customerEmail: 'a@b.c',
          vehicleDetails: { ...vehicleRow.vehicleDetails, cost: 1 },
        },
      ],
    };
    const sent = compile(schema)(leaky);
    expect(sent).not.toContain('passwordHash');
    expect(sent).not.toContain('customerEmail');
    expect(sent).not.toContain('cost');
    expect(JSON.parse(sent).data[0].vehicleDetails).toEqual(vehicleRow.vehicleDetails);
  });

  it('refuses an answer that lacks a required property', () => {
    const { make: _make, ...noMake } = vehicleRow;
    const schema = envelope(vehicleList);
    expect(() => compile(schema)({ status: true, message: 'Vehicles', data: [noMake] })).toThrow();
  });

  it('keeps nullable scalars and optional properties as zod writes them', () => {
    const schema = z.object({
      note: z.string().nullable(),
      count: z.number().int().nullable().optional(),
      when: z.string().optional(),
    });
    const write = compile(schema);
    expect(JSON.parse(write({ note: null, count: null }))).toEqual({ note: null, count: null });
    expect(JSON.parse(write({ note: 'x', count: 3, when: 'now' }))).toEqual({
      note: 'x',
      count: 3,
      when: 'now',
    });
    expect(JSON.parse(write({ note: 'x' }))).toEqual({ note: 'x' });
  });

  it('compiles a schema once, however many routes and statuses share it', () => {
    const schema = envelope(vehicleList);
    expect(compile(schema)).toBe(compile(schema));
  });

  it('leaves a schema JSON Schema cannot express to zod, which still strips and checks', () => {
    const schema = z.object({ n: z.number().transform((v) => v * 2) });
    const write = compile(schema);
    // zod refuses to encode through a one-way transform: the route answers 500, never raw data.
    expect(() => write({ n: 2, extra: true })).toThrow();
  });
});
