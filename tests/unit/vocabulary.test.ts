import { describe, expect, it } from 'vitest';
import { BSB_MESSAGE } from '../../contract/common';
import { ACCOUNT_NUMBER_MESSAGE } from '../../contract/expenses';
import { BANK_REQUIRED, bankEntry } from '../../contract/payments/entry';
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

  it('holds the sandbox bank fields to the BSB and account number rules of every other form', () => {
    const problems = (bSB: string, accountNumber: string) =>
      bankEntry.safeParse({ bSB, accountNumber }).error?.issues.map((i) => i.message) ?? [];
    expect(problems('12-345', '000123456')).toEqual([BSB_MESSAGE]);
    expect(problems('000000', '12345')).toEqual([ACCOUNT_NUMBER_MESSAGE]);
    expect(problems('', '')).toEqual([BANK_REQUIRED, BANK_REQUIRED]);
    expect(bankEntry.parse({ bSB: '000-000', accountNumber: '000123456' })).toEqual({
      bSB: '000000',
      accountNumber: '000123456',
    });
  });
});
