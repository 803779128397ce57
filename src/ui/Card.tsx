import type { ReactNode } from 'react';
import './card.css';

type Props = { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode };

/** A titled surface; pages and forms sit on cards. */
export function Card({ title, children, className, actions }: Props) {
  return (
    <section className={className ? `card ${className}` : 'card'}>
      {(title || actions) && (
        <div className="card__header">
          {title && <h2 className="card__title">{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
