import type { VehicleListItem } from '../../../../contract/vehicles';

/** The list page draws the same page of vehicles twice: a table for wide screens, cards for small. */
export type VehicleLayoutProps = {
  rows: VehicleListItem[];
  online: boolean;
  onOpen: (vehicle: VehicleListItem) => void;
  onDelete: (vehicle: VehicleListItem) => void;
};
