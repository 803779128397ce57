import { subscribedVehicleList, type SubscribedVehicle } from '../../contract/subscribed-vehicles';
import { api } from '../lib/api';
import type { Listed } from '../offline/mirrors/store';
import { listed } from './listed';

/** The customer's subscribed vehicles: the claim form's and the CarGo Card page's choices. */
export const loadSubscribedVehicles = async (
  etag: string | null = null,
): Promise<Listed<SubscribedVehicle>> =>
  listed(
    await api.postList('/api/customer/subscribed/vehicles', {}, subscribedVehicleList, etag, {
      toastError: false,
      quietOffline: true,
    }),
  );
