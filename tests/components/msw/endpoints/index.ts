import type { AccountEndpoints } from './account';
import type { MoneyEndpoints } from './money';
import type { VehicleEndpoints } from './vehicles';

export type { Envelope } from '../../../../contract/envelope';

/** Every fake endpoint a component test answers, 'METHOD /path', with its data's contract type. */
export type Endpoints = AccountEndpoints & MoneyEndpoints & VehicleEndpoints;
