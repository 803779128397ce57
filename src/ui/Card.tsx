import type { ReactNode } from 'react';
import './card.css';

type Props = {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  /** Names the card by its title: a landmark a screen-reader user can jump to. */
  titleId?: string;
};

/** A titled surface; pages and forms sit on cards. */
export function Card({ title, children, className, actions, titleId }: Props) {
  return (
    <section
      className={className ? `card ${className}` : 'card'}
      aria-labelledby={title && titleId ? titleId : undefined}
    >
      {(title || actions) && (
        <div className="card__header">
          {title && (
            <h2 className="card__title" id={titleId}>
              {title}
            </h2>
          )}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
