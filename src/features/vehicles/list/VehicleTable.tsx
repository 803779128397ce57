import { formatDate } from '../../../lib/format';
import type { VehicleLayoutProps } from './layout-props';
import { RowActions } from './RowActions';
import { wideActions, wideBadge } from './status';

/** Wide screens: SPEC §2 columns Vehicle Name, Brand, Model, Year, Created On, Action. */
export function VehicleTable({ rows, online, onOpen, onDelete }: VehicleLayoutProps) {
  return (
    <div className="vehicles__wide">
      <table className="vehicle-table">
        <caption className="visually-hidden">Your vehicles</caption>
        <thead>
          <tr>
            <th scope="col">Vehicle Name</th>
            <th scope="col">Brand</th>
            <th scope="col">Model</th>
            <th scope="col">Year</th>
            <th scope="col">Created On</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id}>
              <th scope="row">
                <button
                  type="button"
                  className="button--link vehicle-name"
                  onClick={() => onOpen(v)}
                >
                  {v.vehicleDetails.name}
                </button>
              </th>
              <td>{v.make}</td>
              <td>{v.model}</td>
              <td>{v.year}</td>
              <td>{formatDate(v.createdOn)}</td>
              <td>
                <RowActions
                  vehicle={v}
                  badge={wideBadge(v)}
                  allowed={wideActions(v)}
                  online={online}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
