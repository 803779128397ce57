import type { AddressSuggestion } from '../../../contract/address';
import { AU_STATES } from '../../../contract/common';
import { localityLabel, type Locality } from './localities';

export const STATE_NAMES: Record<(typeof AU_STATES)[number], string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

export const localityKey = (l: Locality) => `${l.name}|${l.state}|${l.postcode}`;

/** An Address suggestion: a street from the maps service, or a suburb from the bundled list. */
export type AddressOption = Locality & { street?: string; label?: string };
export const streetOption = (s: AddressSuggestion): AddressOption => ({
  name: s.city,
  state: s.state,
  postcode: s.zipCode,
  street: s.address,
  label: s.label,
});
export const addressOptionKey = (o: AddressOption) => `${o.street ?? ''}|${localityKey(o)}`;
export const addressOptionLabel = (o: AddressOption) => o.label ?? localityLabel(o);
