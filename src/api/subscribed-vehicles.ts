import { subscribedVehicleList, type SubscribedVehicle } from '../../contract/subscribed-vehicles';
import { api } from '../lib/api';

/** The customer's subscribed vehicles: the claim form's and the CarGo Card page's choices. */
export const loadSubscribedVehicles = (): Promise<SubscribedVehicle[]> =>
  api.post('/api/customer/subscribed/vehicles', {}, subscribedVehicleList, {
    toastError: false,
    quietOffline: true,
  });
