import { useState } from 'react';
import type { SavedCard } from '../../../contract/payments/cards';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteCard } from './api';
import { CardPicture } from './PaymentMethodVisuals';
import { SAVED_CARDS } from './saved-methods';
import { SavedMethodsList } from './SavedMethodsList';

/**
 * SPEC §2 Saved cards: the default card large, every card (click to make it default), a trash
 * icon only when there is more than one card, and an Add New Card tile. No cards → add page.
 */
export default function CardsPage() {
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  return (
    <SavedMethodsList
      methods={SAVED_CARDS}
      picture={(card) => <CardPicture card={card} />}
      detail={(card) => <span className="method__holder">{card.cardHolderName}</span>}
      rowAction={(card, rows, busy) =>
        rows.length > 1 && (
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
        )
      }
    >
      {({ busy, run }) => (
        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? `Delete ${SAVED_CARDS.name(deleting)}?` : undefined}
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
      )}
    </SavedMethodsList>
  );
}
