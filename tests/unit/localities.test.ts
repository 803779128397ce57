import { beforeAll, describe, expect, it } from 'vitest';
import { AU_STATES } from '../../contract/common';
import {
  addressHint,
  addressQuery,
  allLocalities,
  loadLocalities,
  localityLabel,
  searchLocalities,
} from '../../src/features/profile/localities';
import { titleCase } from '../../scripts/locality-names';

describe('the bundled Australian localities', () => {
  beforeAll(() => loadLocalities());

  it('hold every state with its delivery localities, not only the big towns', () => {
    const all = allLocalities();
    expect(all.length).toBeGreaterThan(15_000);
    for (const state of AU_STATES) {
      expect(all.filter((l) => l.state === state).length, state).toBeGreaterThan(50);
    }
    // Small places the old list of ~900 did not have, and no PO-box-only postcodes.
    expect(searchLocalities('Wee Waa').map(localityLabel)).toContain('Wee Waa NSW 2388');
    expect(searchLocalities('Sydney').map(localityLabel)).not.toContain('Sydney NSW 1001');
  });

  it('find the suburb after the street number and name', () => {
    const found = addressQuery('12 George St Sydney');
    expect(found).toEqual({ query: 'Sydney', before: '12 George St' });
    expect(localityLabel(searchLocalities(found?.query ?? '')[0]!)).toBe('Sydney NSW 2000');
    expect(addressQuery('8 Lygon Street, Brunsw')?.query).toBe('Brunsw');
    expect(searchLocalities('Brunsw').map(localityLabel)).toContain('Brunswick VIC 3056');
  });

  it('hint at the suburb when only a street is typed', () => {
    expect(addressQuery('12 George St')).toBeNull();
    expect(addressHint('12 George St')).toMatch(
      /suburb after the street, e\.g\. '12 George St Sydney'/,
    );
    expect(addressHint('12 George St Sydney')).toBeNull();
    expect(addressHint('')).toBeNull();
  });

  it('search by postcode too', () => {
    expect(searchLocalities('3056').map(localityLabel)).toContain('Brunswick VIC 3056');
  });
});

describe('locality names from the dataset', () => {
  it('are written as people write them', () => {
    expect(titleCase('ST PETERS')).toBe('St Peters');
    expect(titleCase("O'CONNOR")).toBe("O'Connor");
    expect(titleCase('MCLAREN VALE')).toBe('McLaren Vale');
    expect(titleCase('BRUNSWICK-EAST')).toBe('Brunswick-East');
  });
});
