import type { z } from 'zod';
import type { user } from '../../../../contract/auth';
import type { expenseList } from '../../../../contract/expenses';
import type { logbookPeriod } from '../../../../contract/logbook';
import type { reviewPrice } from '../../../../contract/pricing';
import type { subscribedVehicleList } from '../../../../contract/subscribed-vehicles';
import type { uploadAddress } from '../../../../contract/uploads';
import type {
  createdVehicleId,
  makeList,
  modelList,
  updatedVehicle,
  vehicleList,
  vehicleOptionList,
  yearList,
} from '../../../../contract/vehicles';

type In<S extends z.core.$ZodType> = z.input<S>;

/** Vehicles, the catalogue, odometer and logbook, and expense claims, by their contract shapes. */
export type VehicleEndpoints = {
  'GET /api/vehicle/makes': In<typeof makeList>;
  'GET /api/vehicle/models': In<typeof modelList>;
  'GET /api/vehicle/years': In<typeof yearList>;
  'GET /api/vehicle/options': In<typeof vehicleOptionList>;
  'POST /api/vehicle/price/preview': In<typeof reviewPrice>;
  'POST /api/customer/vehicles': In<typeof vehicleList>;
  'POST /api/customer/vehicle': In<typeof createdVehicleId>;
  'POST /api/customer/subscribed/vehicles': In<typeof subscribedVehicleList>;
  'POST /api/customer/logbook/period': In<typeof logbookPeriod>;
  'POST /api/customer/monthly/expenses': In<typeof expenseList>;
  'GET /api/file/upload-url': In<typeof uploadAddress>;
  /** The profile shares this path: it answers the signed-in user there. */
  'POST /api/customer/update': In<typeof updatedVehicle> | In<typeof user>;
};
