import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { discardDraft } from '../../offline/outbox/drafts';
import type { ClaimDraft } from '../../offline/outbox/types';
import { Badge } from '../../ui/Badge';
import { KeepNotice } from './KeepNotice';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useUploadProgress } from './useDrafts';

const STATE_TEXT: Record<ClaimDraft['state'], string> = {
  queued: 'Queued',
  uploading: 'Uploading receipt',
  uploaded: 'Receipt uploaded',
  posting: 'Sending claim',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};

function UploadBar({ draftId }: { draftId: string }) {
  const progress = useUploadProgress(draftId);
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <progress
      className="draft__progress"
      max={100}
      value={percent}
      aria-label="Receipt upload progress"
    >
      {percent}%
    </progress>
  );
}

function DraftRow({ draft, onDiscard }: { draft: ClaimDraft; onDiscard: (d: ClaimDraft) => void }) {
  const attention = draft.state === 'needs-attention';
  const retryAt = !attention && draft.lastError ? draft.nextAttemptAt : null;
  return (
    <li className={attention ? 'draft draft--attention' : 'draft'}>
      <div className="draft__main">
        <span className="draft__vehicle">{draft.vehicleLabel || 'Vehicle'}</span>
        <span>{draft.fields.type}</span>
        <span>{formatMoney(draft.fields.amount)}</span>
        <span>{formatDate(draft.fields.expenseDate)}</span>
      </div>
      <div className="draft__status">
        <Badge tone={attention ? 'danger' : 'warning'}>
          {attention ? 'Needs attention' : 'Waiting to send'}
        </Badge>
        <span className="draft__state">{STATE_TEXT[draft.state]}</span>
        {draft.state === 'uploading' && <UploadBar draftId={draft.id} />}
      </div>
      {draft.lastError && (
        <p
          className={attention ? 'draft__error' : 'draft__note'}
          role={attention ? 'alert' : undefined}
        >
          {draft.lastError}
          {retryAt && <> · trying again at {formatDateTime(retryAt)}</>}
        </p>
      )}
      {attention && (
        <div className="draft__actions">
          <Link className="button button--secondary" to={`/adhoc/draft/${draft.id}`}>
            Edit and resend
          </Link>
          <button type="button" className="button button--link" onClick={() => onDiscard(draft)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}

type Props = {
  drafts: ClaimDraft[];
  paused: boolean;
  onSendNow: () => void;
  sending: boolean;
};

/** Claims saved on this device that the server has not accepted yet, above the log. */
export function OutboxDrafts({ drafts, paused, onSendNow, sending }: Props) {
  const db = useCustomerDb();
  const [discarding, setDiscarding] = useState<ClaimDraft | null>(null);
  if (drafts.length === 0) return null;
  return (
    <section className="card outbox" aria-labelledby="outbox-title">
      <div className="card__header">
        <h2 className="card__title" id="outbox-title">
          Not sent yet ({drafts.length})
        </h2>
        <button type="button" className="button" onClick={onSendNow} disabled={sending}>
          {sending ? 'Sending…' : 'Send now'}
        </button>
      </div>
      <KeepNotice />
      {paused && (
        <p className="outbox__paused" role="alert">
          Your session has ended. <Link to="/login?next=/portal/expense/logs">Sign in again</Link>{' '}
          to send your claims. They are kept on this device until then.
        </p>
      )}
      <ul className="outbox__list">
        {drafts.map((d) => (
          <DraftRow key={d.id} draft={d} onDiscard={setDiscarding} />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard claim"
        message="Do you wish to discard this claim? It has not been sent and will be deleted from this device."
        danger
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const target = discarding;
          setDiscarding(null);
          if (target) void discardDraft(db, target.id);
        }}
      />
    </section>
  );
}
