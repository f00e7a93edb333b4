/**
 * Money is integer poisha (1 taka = 100 poisha) everywhere it is stored or calculated;
 * the API speaks taka (spec section 3) and converts at its edge with these two functions.
 */
export const POISHA_PER_TAKA = 100;

export function takaToPoisha(taka: number): number {
  return Math.round(taka * POISHA_PER_TAKA);
}

export function poishaToTaka(poisha: number): number {
  return poisha / POISHA_PER_TAKA;
}
