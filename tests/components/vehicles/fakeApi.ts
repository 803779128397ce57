import { vi } from 'vitest';
import type { ReviewPrice } from '../../../contract/pricing';
import type { VehicleListItem, VehicleOption } from '../../../contract/vehicles';
import { demoUser } from '../app/helpers';

type Answer = { status?: number; body: unknown };
type Handler = (url: URL, body: unknown) => Answer | Promise<Answer>;
export type Call = { method: string; path: string; url: URL; body: unknown };

export const envelope = (data: unknown, message = 'OK'): Answer => ({
  body: { status: true, message, data },
});
export const refusal = (status: number, message: string): Answer => ({
  status,
  body: { status: false, message },
});

/** fetch answered by handlers keyed 'METHOD /path' (query strings go to the handler). */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    'GET /api/customer/user': () => envelope(demoUser()),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const handler = all[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(url, body)
      : refusal(404, `No fake for ${method} ${url.pathname}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    called: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export const MAKES = ['Toyota', 'Tesla', 'Mazda', 'Holden'];
export const COROLLA_2020: VehicleOption[] = [
  {
    id: '11111111-1111-5111-8111-111111111111',
    name: 'Corolla Ascent Sport',
    body: 'Hatch',
    engine: '2.0L 4cyl petrol',
  },
  {
    id: '22222222-2222-5222-8222-222222222222',
    name: 'Corolla Ascent Sport Hybrid',
    body: 'Hatch',
    engine: '1.8L 4cyl petrol hybrid',
  },
];

/** The catalogue look-ups over a tiny catalogue, filtering like the server does. */
export const catalogueHandlers: Record<string, Handler> = {
  'GET /api/vehicle/makes': (url) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    return envelope(MAKES.filter((m) => m.toLowerCase().includes(search)));
  },
  'GET /api/vehicle/models': (url) => {
    const models =
      url.searchParams.get('make')?.toLowerCase() === 'toyota' ? ['Corolla', 'Camry'] : ['CX-5'];
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    return envelope(models.filter((m) => m.toLowerCase().includes(search)));
  },
  'GET /api/vehicle/years': (url) => {
    const search = url.searchParams.get('search') ?? '';
    return envelope([2021, 2020, 2019].filter((y) => String(y).includes(search)));
  },
  'GET /api/vehicle/options': (url) =>
    envelope(url.searchParams.get('year') === '2020' ? COROLLA_2020 : [COROLLA_2020[0]]),
};

export const samplePrice = (over: Partial<ReviewPrice> = {}): ReviewPrice => ({
  totalBill: 600.5,
  totalBillAnnually: 7206,
  kmYearTravelled: 15000,
  financeCost: 300,
  fuelCost: 146.25,
  tyreCost: 45,
  insuranceCost: 50,
  registrationCost: 35.25,
  otherCharges: [
    { key: 'FP', name: 'Finance payments', description: 'Your loan repayment', amount: 300 },
    {
      key: 'TYR',
      name: 'Tyres',
      description: 'A set of 4 tyres funded every 30,000 km',
      amount: 45,
    },
    { key: 'CI', name: 'Car insurance', description: 'Your premium, monthly', amount: 50 },
    { key: 'RCTP', name: 'Registration and CTP', description: 'Rego and CTP (NSW)', amount: 35.25 },
    { key: 'MF', name: 'Management fee', description: 'Budgets and renewals', amount: 24 },
  ],
  ...over,
});

export const listItem = (i: number, over: Partial<VehicleListItem> = {}): VehicleListItem => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  vehicleDetails: { name: `Corolla Ascent Sport ${i}`, body: 'Hatch', engine: '2.0L 4cyl petrol' },
  make: 'Toyota',
  model: 'Corolla',
  year: 2020,
  createdOn: new Date(Date.UTC(2026, 2, 5, 1)).toISOString(),
  isActive: true,
  subscribeStatus: 0,
  ...over,
});
