import { useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import { Loader } from '../../../ui/Loader';
import type { WizardDraft } from './draft';
import { clearDraft, useDraftAsOpened } from './store';

type Props = {
  /** Whether the kept draft holds what this step builds on. */
  requires: (draft: WizardDraft) => boolean;
  /** The step itself, opened afresh for each vehicle id. */
  step: ComponentType<{ id: string; initial: WizardDraft }>;
};

/**
 * SPEC §2: a later step with no wizard data clears it and starts again at /portal/vehicle/new.
 * The step (for the route's vehicle id) gets the kept draft once IndexedDB has answered.
 *
 * The gate judges the draft as it was when the step opened, never a later change: the review's
 * save moves the draft from 'new' to the vehicle's id while the step being left is still on
 * screen, and a gate that watched the draft would read that move as a lost wizard and throw the
 * customer back to an empty first page after the vehicle was already created.
 */
export function WizardGate({ requires, step: Step }: Props) {
  const { id = 'new' } = useParams();
  const db = useCustomerDb();
  const navigate = useNavigate();
  const opened = useDraftAsOpened(id);
  const missing = opened === null || (opened !== undefined && !requires(opened));

  useEffect(() => {
    if (!missing) return;
    let active = true;
    void clearDraft(db, id)
      .catch(() => undefined)
      .then(() => {
        if (active) navigate('/vehicle/new', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [missing, db, id, navigate]);

  if (opened === undefined || opened === null || missing) {
    return <Loader label="Loading your vehicle…" />;
  }
  return <Step key={id} id={id} initial={opened} />;
}
