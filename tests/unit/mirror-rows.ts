import type { ExpenseListRow } from '../../contract/expenses';
import type { SubscribedVehicle } from '../../contract/subscribed-vehicles';
import type { VehicleListItem } from '../../contract/vehicles';
import type { FuelCardRow } from '../../src/offline/db';

/** Rows of the mirrors as the server sends them, for tests that fill a mirror directly. */
const LABEL = { name: 'Corolla Ascent', body: 'Hatch', engine: '2.0L 4cyl' };
const CREATED = '2026-03-05T01:00:00.000Z';

/** A vehicle list row; `make` tells rows apart. */
export const vehicleRow = (id: string, make: string): VehicleListItem => ({
  id,
  vehicleDetails: LABEL,
  make,
  model: 'Corolla',
  year: 2020,
  createdOn: CREATED,
  isActive: true,
  subscribeStatus: 0,
});

export const subscribedRow = (id: string, customer: string): SubscribedVehicle => ({
  id,
  customer,
  vehicleDetails: LABEL,
});

/** One vehicle's fuel card row; the card number tells rows apart. */
export const fuelCardRow = (vehicleId: string, cardNumber: string): FuelCardRow => ({
  vehicleId,
  card: {
    id: `card-${vehicleId}`,
    customer: 'me',
    vehicle: vehicleId,
    cardNumber,
    name: 'Pat Driver',
    rego: 'ABC123',
    expiryMonth: 6,
    expiryYear: 2028,
    vehicleDetail: { name: LABEL.name },
  },
});

export const expenseRow = (id: string, vehicle: string): ExpenseListRow => ({
  id,
  tenantId: 'cargo',
  slug: `adhoc-${id}`,
  createdBy: 'me',
  updatedBy: 'me',
  createdOn: CREATED,
  updatedOn: CREATED,
  isDeleted: false,
  isActive: true,
  customerDetail: { fullName: 'Olivia Nguyen', email: 'olivia@example.com' },
  customer: 'me',
  amount: 10,
  month: 3,
  year: 2026,
  status: 'SUBMITTED',
  vehicle,
  expenseDate: '2026-03-05',
  type: 'Fuel',
  reciept: 'abc.jpg',
  account: '062000 XXXX5678',
  bsb: '062000',
  vehicleMasterDetails: LABEL,
  isApproved: false,
  isPaid: false,
  totalCount: 4,
});
