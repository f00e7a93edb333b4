/**
 * RedX delivers to areas of its own list ("Mohammadpur(Dhaka)", "Mirpur DOHS", "Gulshan"), and a
 * parcel must name one by id. The shop's address has a district, a city or area typed by the
 * shopper, and the house and road: the area is found from those, never guessed.
 */
export interface RedxArea {
  id: number;
  name: string;
  post_code?: number | string | null;
  division_name?: string | null;
}

/** Lower case, spelling marks and punctuation gone, one space between words. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An area's own name, without the district RedX adds in brackets: "Mohammadpur(Dhaka)" is "mohammadpur". */
const areaName = (name: string) => words(name.replace(/\(.*?\)/g, ' '));

/** Whether `phrase` occurs in `text` as whole words. */
const hasPhrase = (text: string, phrase: string) => phrase.length > 0 && ` ${text} `.includes(` ${phrase} `);

/**
 * The RedX area for an address: the one named exactly as the city (its bracketed district
 * agreeing, when it has one); else the longest area name found whole in the city or the address;
 * else an area named as the district itself (a district town, "Sylhet Sadar" aside). Null when
 * none fits: the admin is told rather than a parcel sent to the wrong area.
 */
export function matchRedxArea(
  areas: readonly RedxArea[],
  where: { city: string; district: string; address: string },
): RedxArea | null {
  const city = words(where.city);
  const district = words(where.district);
  const address = words(`${where.address} ${where.city}`);
  const bracketed = (area: RedxArea) => words(/\((.*?)\)/.exec(area.name)?.[1] ?? '');
  const inDistrict = (area: RedxArea) => !bracketed(area) || bracketed(area) === district;

  const exact = areas.filter((area) => areaName(area.name) === city);
  const exactHere = exact.find(inDistrict) ?? exact[0];
  if (exactHere) return exactHere;

  const named = areas
    .filter((area) => hasPhrase(address, areaName(area.name)) && inDistrict(area))
    .sort((a, b) => areaName(b.name).length - areaName(a.name).length);
  if (named[0]) return named[0];

  return areas.find((area) => areaName(area.name) === district) ?? null;
}
