import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUS,
  subscriptionLabel,
  vehicleStatusLabel,
} from '../../contract/subscription-status';
import { formatVehicleLabel } from '../../contract/vehicle-label';

describe('one name per concept', () => {
  it('names a vehicle name/body/engine, skipping a part the catalogue left blank', () => {
    expect(formatVehicleLabel({ name: 'CX-5 GT', body: 'SUV', engine: '2.2L diesel' })).toBe(
      'CX-5 GT/SUV/2.2L diesel',
    );
    expect(formatVehicleLabel({ name: 'Model 3', body: 'Sedan', engine: '' })).toBe(
      'Model 3/Sedan',
    );
  });

  it('reads one status set for a subscription row and its vehicle', () => {
    expect(subscriptionLabel(true, SUBSCRIPTION_STATUS.SUBSCRIBED)).toBe('SUBSCRIBED');
    expect(subscriptionLabel(false, SUBSCRIPTION_STATUS.UNSUBSCRIBED)).toBe('UNSUBSCRIBED');
    expect(subscriptionLabel(false, SUBSCRIPTION_STATUS.PENDING)).toBe('PENDING');
    expect(vehicleStatusLabel(2)).toBe('SUBSCRIBED');
    expect(vehicleStatusLabel(3)).toBe('UNSUBSCRIBED');
    expect(vehicleStatusLabel(0)).toBe('PENDING');
    expect(vehicleStatusLabel(1)).toBeNull();
  });
});
