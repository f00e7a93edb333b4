/** Every item the demo catalogue can draw, by kind. */
import { apparel } from './apparel.ts';
import type { Drawing } from './colour.ts';
import { gadgets } from './gadgets.ts';
import { household } from './household.ts';
import { leisure } from './leisure.ts';

const ITEM_DRAWINGS: Record<string, Drawing> = { ...apparel, ...gadgets, ...household, ...leisure };

export function drawingFor(kind: string): Drawing {
  const drawing = ITEM_DRAWINGS[kind];
  if (!drawing) throw new Error(`No drawing for item kind "${kind}"`);
  return drawing;
}
