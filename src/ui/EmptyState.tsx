import type { ReactNode } from 'react';
import './ui.css';

/** SPEC §8: every empty list says 'No record available'. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>No record available</p>
      {children}
    </div>
  );
}
