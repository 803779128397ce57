import type { StampKey } from '../../offline/meta';
import type { ReactNode } from 'react';
import { LastUpdated } from './LastUpdated';

/** A page over one mirror: its title beside the mirror's 'Last updated' line, then the page. */
export function MirrorPage(props: {
  className: string;
  title: string;
  mirror: StampKey;
  children: ReactNode;
}) {
  return (
    <div className={`page ${props.className}`}>
      <div className="page__header">
        <h1>{props.title}</h1>
        <LastUpdated name={props.mirror} />
      </div>
      {props.children}
    </div>
  );
}
