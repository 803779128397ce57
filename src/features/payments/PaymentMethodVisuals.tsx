import { formatBsb, maskAccountNumber } from '../../../contract/common';
import { type BankAccount } from '../../../contract/payments/banks';
import { type SavedCard } from '../../../contract/payments/cards';
import { formatExpiry, maskCardNumber } from '../../../contract/payments/labels';

/** The large card picture: masked number, holder's name and expiry MM/YY. */
export function CardPicture({ card }: { card: SavedCard }) {
  return (
    <div className="card-picture" aria-label={`Default card ending ${card.cardNumber}`}>
      <span className="card-picture__brand">{card.brand || 'card'}</span>
      <span className="card-picture__number">{maskCardNumber(card.cardNumber)}</span>
      <span className="card-picture__row">
        <span>{card.cardHolderName}</span>
        <span>{formatExpiry(card.cardExpiryMonth, card.cardExpiryYear)}</span>
      </span>
    </div>
  );
}

/** The default bank shown as a card: masked account number and the name on the bank. */
export function BankPicture({ bank }: { bank: BankAccount }) {
  return (
    <div
      className="card-picture card-picture--bank"
      aria-label={`Default bank account ending ${bank.accountNumber}`}
    >
      <span className="card-picture__brand">BSB {formatBsb(bank.bSB)}</span>
      <span className="card-picture__number">{maskAccountNumber(bank.accountNumber)}</span>
      <span className="card-picture__row">
        <span>{bank.fullName}</span>
      </span>
    </div>
  );
}

/** One line naming a saved card. */
export const cardLabel = (card: SavedCard): string =>
  `${card.brand ? `${card.brand.toUpperCase()} ` : ''}${maskCardNumber(card.cardNumber)} · ${formatExpiry(card.cardExpiryMonth, card.cardExpiryYear)}`;

/** One line naming a saved bank account. */
export const bankLabel = (bank: BankAccount): string =>
  `${bank.fullName} · BSB ${formatBsb(bank.bSB)} · ${maskAccountNumber(bank.accountNumber)}`;
