import type { ReactNode } from 'react';
import './ui.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral' | 'info';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
