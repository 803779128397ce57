import { z } from 'zod/mini';
import { reviewPrice, type ReviewPrice } from '../../../contract/pricing';
import {
  createdVehicleId,
  makeList,
  modelList,
  updatedVehicle,
  vehicleDetail,
  vehicleList,
  vehicleOptionList,
  yearList,
  type UpdatedVehicle,
  type VehicleDetail,
  type VehicleListItem,
  type VehicleOption,
  type VehicleWizardData,
} from '../../../contract/vehicles';
import {
  acceptedInvite,
  vehicleMembers,
  type AcceptedInvite,
  type InviteRequest,
  type VehicleMembers,
} from '../../../contract/drivers';
import { fetchAllPages } from '../../api/fetch-all';
import { api } from '../../lib/api';
import type { Listed } from '../../offline/mirrors/store';

// Typeahead failures are an empty list, silently (SPEC §5, §8).
const quiet = (signal?: AbortSignal) => ({ toastError: false, ...(signal ? { signal } : {}) });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const searchMakes = (search: string, signal?: AbortSignal): Promise<string[]> =>
  api.get(`/api/vehicle/makes?${query({ search })}`, makeList, quiet(signal));

export const searchModels = (make: string, search: string, signal?: AbortSignal) =>
  api.get(`/api/vehicle/models?${query({ make, search })}`, modelList, quiet(signal));

export const searchYears = (make: string, model: string, search: string, signal?: AbortSignal) =>
  api.get(`/api/vehicle/years?${query({ make, model, search })}`, yearList, quiet(signal));

export const fetchOptions = (make: string, model: string, year: number): Promise<VehicleOption[]> =>
  api.get(
    `/api/vehicle/options?${query({ make, model, year: String(year) })}`,
    vehicleOptionList,
    quiet(),
  );

// The detail popup and the review page say themselves that they need a connection.
export const fetchVehicle = (id: string): Promise<VehicleDetail> =>
  api.get(`/api/customer/vehicle/${encodeURIComponent(id)}`, vehicleDetail, {
    quietOffline: true,
  });

export const createVehicle = (data: VehicleWizardData): Promise<string> =>
  api.post('/api/customer/vehicle', data, createdVehicleId);

/** SPEC §7: a vehicle is updated through the profile update path. */
export const updateVehicle = (
  data: VehicleWizardData,
  toastSuccess = false,
): Promise<UpdatedVehicle> =>
  api.post('/api/customer/update', data, updatedVehicle, { toastSuccess });

export const fetchPrice = (id: string): Promise<ReviewPrice> =>
  api.get(`/api/savedVehicle/price/breakdown/${encodeURIComponent(id)}`, reviewPrice, {
    quietOffline: true,
  });

export const previewPrice = (data: VehicleWizardData): Promise<ReviewPrice> =>
  api.post('/api/vehicle/price/preview', data, reviewPrice);

export const deleteVehicle = (id: string): Promise<null> =>
  api.del(`/api/customer/vehicle/${encodeURIComponent(id)}`, z.null(), { toastSuccess: true });

/** Every vehicle of the customer, newest first: the list pages locally over this mirror. */
export const loadAllVehicles = (etag: string | null = null): Promise<Listed<VehicleListItem>> =>
  fetchAllPages('/api/customer/vehicles', vehicleList, etag, { toastError: false });

const vehiclePath = (id: string) => `/api/customer/vehicle/${encodeURIComponent(id)}`;

/** The owner's Drivers section: who shares the vehicle and who is invited (online only). */
export const fetchMembers = (vehicleId: string): Promise<VehicleMembers> =>
  api.get(`${vehiclePath(vehicleId)}/members`, vehicleMembers, { quietOffline: true });

export const sendInvite = (vehicleId: string, body: InviteRequest): Promise<null> =>
  api.post(`${vehiclePath(vehicleId)}/invites`, body, z.null(), { toastSuccess: true });

export const withdrawInvite = (vehicleId: string, inviteId: string): Promise<null> =>
  api.del(`${vehiclePath(vehicleId)}/invites/${encodeURIComponent(inviteId)}`, z.null(), {
    toastSuccess: true,
  });

export const removeMember = (vehicleId: string, customerId: string): Promise<null> =>
  api.del(`${vehiclePath(vehicleId)}/members/${encodeURIComponent(customerId)}`, z.null(), {
    toastSuccess: true,
  });

/** The accept page shows a refusal itself (used, withdrawn, expired, another address). */
export const acceptInvite = (token: string): Promise<AcceptedInvite> =>
  api.post('/api/customer/invites/accept', { token }, acceptedInvite, { toastError: false });

/** The page says the outcome itself, a refusal included (another address, a link spent). */
export const declineInvite = (token: string): Promise<null> =>
  api.post('/api/invites/decline', { token }, z.null(), { toastError: false });
