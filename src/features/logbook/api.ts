import { z } from 'zod/mini';
import { logbookPeriod, vehicleLogbook } from '../../../contract/logbook';
import { vehicleOdometer } from '../../../contract/odometer';
import { api } from '../../lib/api';
import { loadVehicleRow } from '../../api/vehicle-row';
import type { CustomerDb } from '../../offline/db';

export const loadOdometer = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'odometers', vehicleId, 'odometer', vehicleOdometer);

/** The logbook's periods, trips and the ATO's figures. */
export const loadLogbook = (db: CustomerDb, vehicleId: string) =>
  loadVehicleRow(db, 'logbooks', vehicleId, 'logbook', vehicleLogbook);

export const saveRegoExpiry = (vehicleId: string, regoExpiry: string | null) =>
  api.put(`/api/customer/vehicle/${encodeURIComponent(vehicleId)}/rego`, { regoExpiry }, z.null());

/** Starts a 12-week period (online only: its dates decide where the trips may go). */
export const startLogbookPeriod = (vehicleId: string, startsOn: string) =>
  api.post('/api/customer/logbook/period', { vehicle: vehicleId, startsOn }, logbookPeriod, {
    toastError: false,
  });
