import type { VehicleWizardData } from '../../../../contract/vehicles';
import { createVehicle, updateVehicle } from '../api';

// One save per wizard at a time: a remounted review (React's development double effects, a fast
// Back/Next) joins the save in flight instead of creating the vehicle twice.
const inFlight = new Map<string, Promise<string>>();

/** Creates the vehicle when the data has no id yet, updates it otherwise; answers its id. */
export function saveOnce(key: string, data: VehicleWizardData): Promise<string> {
  const running = inFlight.get(key);
  if (running) return running;
  const save = (async () => {
    if (data.id) {
      await updateVehicle(data);
      return data.id;
    }
    return createVehicle(data);
  })();
  const tracked = save.finally(() => inFlight.delete(key));
  inFlight.set(key, tracked);
  return tracked;
}
