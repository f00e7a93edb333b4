/** Colour names of spec section 3 mapped to swatch colours; '#...' and 'rgb(...)' pass through, anything else is grey. */
const NAMED_COLOURS: Record<string, string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#eab308',
  purple: '#a855f7',
  pink: '#ec4899',
  black: '#111827',
  white: '#ffffff',
  gray: '#9ca3af',
  grey: '#9ca3af',
  orange: '#f97316',
  brown: '#92400e',
  navy: '#1e3a8a',
  maroon: '#7f1d1d',
  gold: '#d4a017',
  silver: '#c0c0c0',
  beige: '#f5f5dc',
  cream: '#fffdd0',
  khaki: '#c3b091',
  olive: '#808000',
};

export const FALLBACK_SWATCH = NAMED_COLOURS.gray as string;

export function swatchColour(name: string): string {
  const value = name.trim();
  if (value.startsWith('#') || value.toLowerCase().startsWith('rgb')) return value;
  return NAMED_COLOURS[value.toLowerCase()] ?? FALLBACK_SWATCH;
}
