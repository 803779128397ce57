import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCustomerDb } from '../../../offline/useCustomerDb';
import { Loader } from '../../../ui/Loader';
import type { WizardDraft } from './draft';
import { clearDraft, useStoredDraft } from './store';

type Props = {
  id: string;
  /** Whether the kept draft holds what this step builds on. */
  requires: (draft: WizardDraft) => boolean;
  children: (draft: WizardDraft) => ReactNode;
};

/**
 * SPEC §2: a later step with no wizard data clears it and starts again at /portal/vehicle/new.
 * Children get the kept draft once IndexedDB has answered.
 */
export function WizardGate({ id, requires, children }: Props) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const stored = useStoredDraft(id);
  const missing = stored === null || (stored !== undefined && !requires(stored));

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

  if (stored === undefined || stored === null || missing) {
    return <Loader label="Loading your vehicle…" />;
  }
  return <>{children(stored)}</>;
}
