import { describe, expect, it } from 'vitest';

import { matchPlace, placeInText } from './courier-places.ts';

// Pathao's own spellings, as its city and zone lists answer them.
const cities = [
  { id: 32, name: 'B. Baria' },
  { id: 1, name: 'Dhaka' },
  { id: 2, name: 'Chattogram' },
  { id: 11, name: "Cox's Bazar" },
  { id: 21, name: 'Cumilla' },
  { id: 60, name: 'Dhaka North' },
];
const zones = [
  { id: 52, name: 'Dhanmondi' },
  { id: 68, name: 'Mirpur 10' },
  { id: 69, name: 'Mirpur 1' },
  { id: 300, name: 'Savar' },
  { id: 301, name: 'Mohammadpur' },
];

describe('matchPlace', () => {
  it('matches a district to the courier city spelt its own way, old names and new', () => {
    expect(matchPlace(['Dhaka'], cities)?.id).toBe(1);
    expect(matchPlace(['Coxsbazar'], cities)?.id).toBe(11);
    expect(matchPlace(['Comilla'], cities)?.id).toBe(21);
    expect(matchPlace(['Chittagong'], cities)?.id).toBe(2);
    expect(matchPlace(['Brahmanbaria'], cities)?.id).toBe(32);
  });

  it('matches an upazila or area with "Sadar" dropped, or the nearest longer name', () => {
    expect(matchPlace(['Savar Sadar'], zones)?.id).toBe(300);
    expect(matchPlace(['Dhanmondi'], zones)?.id).toBe(52);
    expect(matchPlace(['Mirpur'], zones)?.id).toBe(69);
  });

  it('tries the names in order and answers null when none is the courier’s', () => {
    expect(matchPlace(['Nowhere', 'Mohammadpur'], zones)?.id).toBe(301);
    expect(matchPlace(['Rangpur', '', null], cities)).toBeNull();
  });
});

describe('placeInText', () => {
  it('finds the longest place named as whole words in an address line', () => {
    expect(placeInText('House 12, Road 27, Dhanmondi', zones)?.id).toBe(52);
    expect(placeInText('Flat 3B, Mirpur 10 roundabout', zones)?.id).toBe(68);
    expect(placeInText('Savarkar Road', zones)).toBeNull();
  });
});
