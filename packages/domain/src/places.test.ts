import { describe, expect, it } from 'vitest';

import { loadDivisionAreas } from './areas.ts';
import { BD_DISTRICTS_BY_DIVISION, BD_DIVISIONS } from './locations.ts';
import { districtName, divisionName, localPlaces } from './places.ts';

const BENGALI_ONLY = /^[\u0980-\u09FF\s-]+$/;

describe('places in Bangla', () => {
  it('has a Bangla name for every division and district the checkout offers, and areas for each district', async () => {
    for (const division of BD_DIVISIONS) {
      expect(divisionName(division, 'bn')).toMatch(BENGALI_ONLY);
      const areas = await loadDivisionAreas(division);
      for (const district of BD_DISTRICTS_BY_DIVISION[division]) {
        expect(districtName(district, 'bn'), district).toMatch(BENGALI_ONLY);
        const list = areas[district] ?? [];
        expect(list.length, district).toBeGreaterThan(0);
        for (const [english, bangla] of list) expect(bangla, `${district}/${english}`).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('loads one division at a time, with the city areas of its city corporations', async () => {
    const dhaka = await loadDivisionAreas('Dhaka');
    expect(Object.keys(dhaka)).toEqual([...BD_DISTRICTS_BY_DIVISION.Dhaka].sort());
    expect(dhaka.Dhaka).toContainEqual(['Dhanmondi', 'ধানমন্ডি']);
    expect(await loadDivisionAreas('Atlantis')).toEqual({});
  });

  it('reads a stored address in Bangla, keeping what it does not know as stored', async () => {
    const address = { division: 'Dhaka', district: 'Dhaka', city: 'Mirpur', addressDetails: 'House 12' };
    const areas = await loadDivisionAreas('Dhaka');
    expect(localPlaces(address, 'bn', areas)).toEqual({
      division: 'ঢাকা',
      district: 'ঢাকা',
      city: 'মিরপুর',
      addressDetails: 'House 12',
    });
    expect(localPlaces(address, 'bn')).toMatchObject({ district: 'ঢাকা', city: 'Mirpur' });
    expect(localPlaces({ ...address, city: 'Somewhere' }, 'bn', areas).city).toBe('Somewhere');
    expect(localPlaces(address, 'en', areas)).toBe(address);
  });
});
