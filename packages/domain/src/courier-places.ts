/**
 * Matching a shipping address's names (district, upazila or city area) to a courier's own list of
 * places (Pathao's cities, zones and areas), which spell them their own way: "Chattogram" or
 * "Chittagong", "Cox's Bazar", "B. Baria", "Dhanmondi" or "Dhanmondi 32". Used by the admin's booking
 * form to prefill its pickers and by the server to book many orders at once.
 */

export interface CourierPlace {
  id: number;
  name: string;
}

/** Lower case, letters and digits only: "Cox's Bazar " and "coxsbazar" read alike. */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\u0980-\u09ff]+/g, '');
}

/**
 * The old and new spellings of district names (the 2018 renaming, and the couriers' short forms),
 * each group read as one name.
 */
const SAME_PLACE: readonly (readonly string[])[] = [
  ['chattogram', 'chittagong', 'ctg'],
  ['comilla', 'cumilla'],
  ['bogura', 'bogra'],
  ['jashore', 'jessore'],
  ['barisal', 'barishal'],
  ['brahmanbaria', 'bbaria'],
  ['coxsbazar', 'coxbazar'],
  ['chapainawabganj', 'chapai', 'nawabganj'],
  ['jhalakathi', 'jhalokati', 'jhalokathi'],
  ['moulvibazar', 'maulvibazar'],
  ['netrokona', 'netrakona'],
  ['narsingdi', 'narshingdi'],
  ['khagrachhari', 'khagrachari'],
  ['panchagarh', 'panchagar'],
  ['thakurgaon', 'thakurgao'],
];

const canonical = new Map(SAME_PLACE.flatMap((group) => group.map((name) => [name, group[0]!] as const)));

/** A name's key with "Sadar", "City", "Thana" and the like dropped, and old spellings made new. */
function coreKey(name: string): string {
  const key = placeKey(name.replace(/\b(sadar|city|thana|upazila|zila|district|metropolitan)\b/gi, ' '));
  return canonical.get(key) ?? key;
}

/**
 * The courier's place that best matches one of the given names, tried in order: the same name
 * (spelt the courier's way), then a courier place whose name starts with it or that it starts with
 * ("Mirpur" and "Mirpur 10"); null when none does.
 */
export function matchPlace<P extends CourierPlace>(
  names: readonly (string | null | undefined)[],
  places: readonly P[],
): P | null {
  const keyed = places.map((place) => ({ place, key: coreKey(place.name) }));
  for (const name of names) {
    const wanted = name ? coreKey(name) : '';
    if (wanted.length < 3) continue;
    const same = keyed.find((entry) => entry.key === wanted);
    if (same) return same.place;
    const near = keyed
      .filter((entry) => entry.key.length >= 3 && (entry.key.startsWith(wanted) || wanted.startsWith(entry.key)))
      .sort((a, b) => Math.abs(a.key.length - wanted.length) - Math.abs(b.key.length - wanted.length));
    if (near[0]) return near[0].place;
  }
  return null;
}

/**
 * The courier's place named inside a free-text address line ("House 12, Road 27, Dhanmondi"): the
 * longest place name that appears in it as whole words; null when none does.
 */
export function placeInText<P extends CourierPlace>(text: string, places: readonly P[]): P | null {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9\u0980-\u09ff]+/g, ' ')} `;
  let best: P | null = null;
  let bestLength = 0;
  for (const place of places) {
    const phrase = place.name
      .toLowerCase()
      .replace(/[^a-z0-9\u0980-\u09ff]+/g, ' ')
      .trim();
    if (phrase.length < 3 || phrase.length <= bestLength) continue;
    if (words.includes(` ${phrase} `)) {
      best = place;
      bestLength = phrase.length;
    }
  }
  return best;
}
