import { useState } from 'react';
import { Link } from 'react-router-dom';
import { methodLabel, type SavedCard } from '../../../contract/payments';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { Loader } from '../../ui/Loader';
import { deleteCard, listCards, setDefaultCard } from './api';
import { CardPicture, cardLabel } from './PaymentMethodVisuals';
import { useSavedMethods } from './useSavedMethods';
import './payments.css';

/**
 * SPEC §2 Saved cards: the default card large, every card (click to make it default), a trash
 * icon only when there is more than one card, and an Add New Card tile. No cards → add page.
 */
export default function CardsPage() {
  const { rows, loading, busy, run } = useSavedMethods('cards', listCards, '/card/new');
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const primary = rows.find((c) => c.isCardDefault) ?? rows[0];

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1>Cards</h1>
        <LastUpdated name="cards" />
      </div>
      {loading ? (
        <Loader label="Loading your cards…" />
      ) : (
        <>
          {primary && <CardPicture card={primary} />}
          <ul className="method-list" aria-label="Saved cards">
            {rows.map((card) => (
              <li
                key={card.id}
                className={card.isCardDefault ? 'method method--default' : 'method'}
              >
                <button
                  type="button"
                  className="method__choose"
                  aria-pressed={card.isCardDefault}
                  disabled={busy || card.isCardDefault}
                  onClick={() => void run(() => setDefaultCard(card.id))}
                >
                  <span>{cardLabel(card)}</span>
                  <span className="method__holder">{card.cardHolderName}</span>
                  {card.isCardDefault && <span className="method__tag">Default</span>}
                </button>
                {rows.length > 1 && (
                  <button
                    type="button"
                    className="method__delete"
                    aria-label={`Delete card ending ${card.cardNumber}`}
                    disabled={busy}
                    onClick={() => setDeleting(card)}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path
                        fill="currentColor"
                        d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
                      />
                    </svg>
                  </button>
                )}
              </li>
            ))}
            <li className="method method--add">
              <Link className="method__add" to="/card/new">
                + Add New Card
              </Link>
            </li>
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting
            ? `Delete ${methodLabel({ kind: 'card', brand: deleting.brand, last4: deleting.cardNumber })}?`
            : undefined
        }
        message="Do you wish to Delete the card?"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const card = deleting;
          if (!card) return;
          void run(() => deleteCard(card.id)).then(() => setDeleting(null));
        }}
      />
    </div>
  );
}
