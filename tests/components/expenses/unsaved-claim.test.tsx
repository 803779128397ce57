import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCustomerDb, openCustomerDb } from '../../../src/offline/db';
import { NEW_CLAIM_KEY, readUnsavedClaim } from '../../../src/offline/unsaved-claim';
import { useUnsavedClaim } from '../../../src/features/expenses/useUnsavedClaim';

afterEach(() => {
  cleanup();
  closeCustomerDb();
});

describe('the claim kept on the device once it is saved', () => {
  it('is not written back by a change the form reports after the save', async () => {
    const db = await openCustomerDb('unsaved-claim-test');
    const { result } = renderHook(() => useUnsavedClaim<{ amount: string }>(NEW_CLAIM_KEY));
    await waitFor(() => expect(result.current.kept).toBeDefined());
    result.current.keepValues({ amount: '11.00' });
    const saved = result.current.drop();
    // A field's last change events, one while the saved claim is dropped, one as the form goes.
    result.current.keepValues({ amount: '11.00' });
    await saved;
    result.current.keepValues({ amount: '11.00' });
    await db.transaction('rw', db.unsavedClaims, () => undefined); // what was queued has landed
    expect(await readUnsavedClaim(db, NEW_CLAIM_KEY)).toEqual({ values: null, receipt: null });
  });

  it("keeps what is typed again after 'Start a new claim'", async () => {
    const db = await openCustomerDb('unsaved-claim-test-2');
    const { result } = renderHook(() => useUnsavedClaim<{ amount: string }>(NEW_CLAIM_KEY));
    await waitFor(() => expect(result.current.kept).toBeDefined());
    await result.current.discard();
    result.current.keepValues({ amount: '5.50' });
    await waitFor(async () =>
      expect((await readUnsavedClaim(db, NEW_CLAIM_KEY)).values).toEqual({ amount: '5.50' }),
    );
  });
});
