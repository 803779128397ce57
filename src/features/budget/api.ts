import { vehicleBudget } from '../../../contract/budget';
import { loadVehicleRow } from '../../api/vehicle-row';
import type { CustomerDb } from '../../offline/db';

export const loadBudget = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'budgets', vehicleId, 'budget', vehicleBudget);
