import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NEW_CLAIM_KEY } from '../../offline/unsaved-claim';
import { Loader } from '../../ui/Loader';
import { AdhocExpense } from './AdhocExpense';
import { useDraft } from './useDrafts';
import type { KeptClaim } from './useKeptValues';
import { useUnsavedClaim } from './useUnsavedClaim';
import './expenses.css';

/** /portal/adhoc/new, and /portal/adhoc/draft/:draftId to fix a claim that needs attention. */
export default function AdhocExpensePage() {
  const { draftId } = useParams();
  const { draft, loaded } = useDraft(draftId);
  const unsaved = useUnsavedClaim<KeptClaim>(draftId ?? NEW_CLAIM_KEY);
  // The claim form is a heavy first render: opened as a deferred render, it is built in slices
  // that yield to the browser rather than in one task when the kept claim has been read.
  const open = useDeferredValue(!(draftId && !loaded) && Boolean(unsaved.kept));
  let body: ReactNode;
  if (!open) {
    body = <Loader label="Loading the claim…" />;
  } else if (draftId && draft?.state !== 'needs-attention') {
    body = (
      <>
        <p>This claim is no longer waiting for changes: it has been sent or is being sent.</p>
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
      </>
    );
  } else {
    // Rendered anew when the driver starts a new claim: nothing of the last one is left behind.
    body = (
      <AdhocExpense
        key={`${draftId ?? 'new'}-${unsaved.generation}`}
        draft={draft}
        unsaved={unsaved}
      />
    );
  }
  // One heading for every state, painted with the page and kept while the claim loads: the
  // page's title is on screen at once, and focus, moved to it on arrival, stays on it.
  return (
    <div className="page adhoc">
      <div className="page__header">
        <h1>Adhoc Expence</h1>
      </div>
      {body}
    </div>
  );
}
