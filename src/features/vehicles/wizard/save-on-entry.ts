import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { startSession } from '../../../offline/session';
import { peekCustomerDb } from '../../../offline/db';
import { createVehicle, updateVehicle } from '../api';
import { completeData, savedFingerprint } from './draft';
import { clearDraft, readDraft, saveDraft } from './store';

export type SaveOnEntry = { saved: boolean } | null;

/**
 * SPEC §4 'On entry the vehicle is saved': the review route's loader, so the save runs once per
 * navigation to the review, never per mount (a remount, React's development double effects or
 * a fast Back/Next cannot create the vehicle twice). New data is created, or updated once it
 * has an id; data already saved as it stands is not sent again. A created vehicle's wizard moves
 * from 'new' to its id, so 'Add New' starts blank and Back updates this vehicle. Edit records
 * are only priced on the review; their update waits for the customer's Continue.
 */
export async function saveOnEntry({ params }: LoaderFunctionArgs): Promise<SaveOnEntry | Response> {
  const key = params.id ?? 'new';
  if (!peekCustomerDb()) await startSession();
  const db = peekCustomerDb();
  const draft = db ? await readDraft(db, key) : null;
  const data = draft ? completeData(draft) : null;
  // No draft, or an incomplete one: the page's gate starts the wizard again.
  if (!db || !draft || !data || draft.isEditRecord) return null;
  if (draft.savedAs && draft.savedAs === savedFingerprint(draft)) return { saved: true };
  try {
    const vehicleId = data.id ? (await updateVehicle(data), data.id) : await createVehicle(data);
    const withId = { ...draft, id: vehicleId };
    await saveDraft(db, vehicleId, { ...withId, savedAs: savedFingerprint(withId) ?? undefined });
    if (vehicleId === key) return { saved: true };
    await clearDraft(db, key);
    return redirect(`/vehicle/${vehicleId}/review`);
  } catch {
    // The API client has said why; the page offers to try again.
    return { saved: false };
  }
}
