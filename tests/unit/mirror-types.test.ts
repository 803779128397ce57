import { describe, expectTypeOf, it } from 'vitest';
import type { BankAccount } from '../../contract/payments/banks';
import type { VehicleListItem } from '../../contract/vehicles';
import type { MirrorRow } from '../../src/offline/db';
import { mirrorTable } from '../../src/offline/mirrors/store';
import type {
  ClaimDraft,
  OdometerDraft,
  OutboxDraft,
  TripDraft,
} from '../../src/offline/outbox/types';
import { isOdometerDraft, isTripDraft } from '../../src/offline/outbox/types';
import { useMirrorList, useMirrorRow } from '../../src/offline/react/mirror';

// Checked by the type checker (npx tsc): the hooks are never called here.
describe('mirror types follow the mirror name', () => {
  it('useMirrorList and useMirrorRow give the row of the named mirror', () => {
    expectTypeOf<ReturnType<typeof useMirrorList<'vehicles'>>['rows']>().toEqualTypeOf<
      MirrorRow<VehicleListItem>[]
    >();
    expectTypeOf<ReturnType<typeof useMirrorRow<'banks'>>['row']>().toEqualTypeOf<
      MirrorRow<BankAccount> | undefined
    >();
    expectTypeOf(mirrorTable<'vehicles'>).returns.toHaveProperty('get');
    // @ts-expect-error a name that is no mirror does not compile
    expectTypeOf(useMirrorList).toBeCallableWith('wizard');
    // @ts-expect-error nor does a row type chosen by the caller
    expectTypeOf(useMirrorList<VehicleListItem>).toBeFunction();
  });

  it('an outbox row narrows by its kind', () => {
    const narrow = (draft: OutboxDraft) => {
      if (isOdometerDraft(draft)) expectTypeOf(draft).toEqualTypeOf<OdometerDraft>();
      else if (isTripDraft(draft)) expectTypeOf(draft).toEqualTypeOf<TripDraft>();
      else expectTypeOf(draft).toEqualTypeOf<ClaimDraft>();
      if (draft.kind === 'odometer')
        expectTypeOf(draft.fields).toEqualTypeOf<OdometerDraft['fields']>();
      else if (draft.kind === 'trip')
        expectTypeOf(draft.fields).toEqualTypeOf<TripDraft['fields']>();
      else expectTypeOf(draft.fields).toEqualTypeOf<ClaimDraft['fields']>();
    };
    expectTypeOf(narrow).parameter(0).toEqualTypeOf<OutboxDraft>();
  });
});
