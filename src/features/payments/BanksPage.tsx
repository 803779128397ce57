import { BankPicture } from './PaymentMethodVisuals';
import { SAVED_BANKS } from './saved-methods';
import { SavedMethodsList } from './SavedMethodsList';

/**
 * SPEC §2 Saved banks: the default bank as a card (X's and the last 4), every saved bank (click
 * to make it default and reload), an Add New Bank entry. No banks → the add-bank page. The
 * server marks the first bank default when none is.
 */
export default function BanksPage() {
  return <SavedMethodsList methods={SAVED_BANKS} picture={(bank) => <BankPicture bank={bank} />} />;
}
