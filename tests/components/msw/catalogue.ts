import type { ReviewPrice } from '../../../contract/pricing';
import type { VehicleListItem, VehicleOption } from '../../../contract/vehicles';
import { ok } from './answers';
import type { Routes } from './server';

const MAKES = ['Toyota', 'Tesla', 'Mazda', 'Holden'];
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
export const catalogueHandlers: Routes = {
  'GET /api/vehicle/makes': ({ url }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    return ok(MAKES.filter((m) => m.toLowerCase().includes(search)));
  },
  'GET /api/vehicle/models': ({ url }) => {
    const models =
      url.searchParams.get('make')?.toLowerCase() === 'toyota' ? ['Corolla', 'Camry'] : ['CX-5'];
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    return ok(models.filter((m) => m.toLowerCase().includes(search)));
  },
  'GET /api/vehicle/years': ({ url }) => {
    const search = url.searchParams.get('search') ?? '';
    return ok([2021, 2020, 2019].filter((y) => String(y).includes(search)));
  },
  'GET /api/vehicle/options': ({ url }) =>
    ok(url.searchParams.get('year') === '2020' ? COROLLA_2020 : [COROLLA_2020[0]!]),
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
