/**
 * An address's places in the reader's language (docs/decisions/057). The shop stores an order's
 * division, district and city or upazila by their English names, which couriers' lists match; a
 * Bangla reader sees each one's Bangla name where the data set has it, else the stored name.
 */
import { areaNameBn, type DivisionAreas } from './areas.ts';
import type { Locale } from './format.ts';
import { DISTRICT_NAMES_BN, DIVISION_NAMES_BN } from './places-bn.ts';

export interface Places {
  division: string;
  district: string;
  city: string;
}

/**
 * The places of an address for a reader of `language`. The city's Bangla comes from its division's
 * areas (`loadDivisionAreas`); without them it stays as stored.
 */
export function localPlaces<P extends Places>(address: P, language: Locale, areas?: DivisionAreas): P {
  if (language !== 'bn') return address;
  return {
    ...address,
    division: DIVISION_NAMES_BN[address.division] ?? address.division,
    district: DISTRICT_NAMES_BN[address.district] ?? address.district,
    city: (areas && areaNameBn(areas, address.district, address.city)) ?? address.city,
  };
}

/** A place's name in the page's language, for a select's options: the division's or district's Bangla. */
export function divisionName(division: string, language: Locale): string {
  return language === 'bn' ? (DIVISION_NAMES_BN[division] ?? division) : division;
}

export function districtName(district: string, language: Locale): string {
  return language === 'bn' ? (DISTRICT_NAMES_BN[district] ?? district) : district;
}
