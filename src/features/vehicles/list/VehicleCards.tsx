import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import type { VehicleLayoutProps } from './layout-props';
import { RowActions } from './RowActions';
import { planWords, smallActions, smallBadge } from './status';

/**
 * Small screens: one 64–80 px row per vehicle, the name (opens the details) over its rego and
 * Created On date, the status chip with the plan's state in words on the right, and an Actions button that shows the SPEC §4
 * small-screen actions under the row.
 */
type Props = VehicleLayoutProps & {
  /** Vehicles whose plan's last payment or renewal failed, as the dashboard's copy says. */
  failedPlans: ReadonlySet<string>;
};

export function VehicleCards({ rows, online, onOpen, onDelete, failedPlans }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="vehicles__small vehicle-cards" aria-label="Your vehicles">
      {rows.map((v) => {
        const name = v.vehicleDetails.name;
        const badge = smallBadge(v);
        const open = expanded === v.id;
        const actionsId = `vehicle-card-actions-${v.id}`;
        return (
          <li key={v.id} className="vehicle-card">
            <div className="vehicle-card__main">
              <h2 className="vehicle-card__title">
                <button type="button" className="vehicle-card__open" onClick={() => onOpen(v)}>
                  {name}
                </button>
              </h2>
              <p className="vehicle-card__meta">
                {v.registerationNumber && (
                  <>
                    <span className="vehicle-card__rego">
                      <span className="visually-hidden">Rego </span>
                      {v.registerationNumber}
                    </span>
                    {' · '}
                  </>
                )}
                Created On {formatDate(v.createdOn)}
              </p>
            </div>
            <span className="vehicle-card__status">
              {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
              <span className="vehicle-card__plan">{planWords(v, failedPlans.has(v.id))}</span>
            </span>
            <button
              type="button"
              className="vehicle-card__more"
              aria-expanded={open}
              aria-controls={actionsId}
              aria-label={`Actions for ${name}`}
              onClick={() => setExpanded(open ? null : v.id)}
            >
              <span aria-hidden="true">⋯</span>
            </button>
            <div className="vehicle-card__actions" id={actionsId} hidden={!open}>
              <RowActions
                vehicle={v}
                badge={null}
                allowed={smallActions(v)}
                online={online}
                onDelete={onDelete}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
