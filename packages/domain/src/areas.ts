/**
 * The cities and upazilas of each district, in English and Bangla (docs/decisions/057), one module
 * per division (`areas/<division>.ts`, generated from the bd-locations data set), loaded only when
 * asked: the checkout asks for the division chosen, a Bangla page for the division of the address it
 * shows. The shop stores and sends couriers the English names; the Bangla is for reading.
 */
import type { BdDivision } from './locations.ts';

/** A division's districts, each with its areas as [English, Bangla], sorted by the English. */
export type DivisionAreas = Readonly<Record<string, readonly (readonly [string, string])[]>>;

const LOADERS: Record<BdDivision, () => Promise<{ AREAS: DivisionAreas }>> = {
  Barisal: () => import('./areas/barisal.ts'),
  Chittagong: () => import('./areas/chittagong.ts'),
  Dhaka: () => import('./areas/dhaka.ts'),
  Khulna: () => import('./areas/khulna.ts'),
  Mymensingh: () => import('./areas/mymensingh.ts'),
  Rajshahi: () => import('./areas/rajshahi.ts'),
  Rangpur: () => import('./areas/rangpur.ts'),
  Sylhet: () => import('./areas/sylhet.ts'),
};

/** The areas of a division's districts; none for a name that is no division. */
export async function loadDivisionAreas(division: string): Promise<DivisionAreas> {
  const load = Object.hasOwn(LOADERS, division) ? LOADERS[division as BdDivision] : undefined;
  return load ? (await load()).AREAS : {};
}

/** The Bangla name of an area of a district, when the data set knows it. */
export function areaNameBn(areas: DivisionAreas, district: string, area: string): string | undefined {
  return areas[district]?.find(([english]) => english === area)?.[1];
}
