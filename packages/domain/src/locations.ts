/**
 * Bangladesh's 8 divisions and their 64 districts (spec section 3, Location hierarchy), for the checkout
 * selects and the server's address check. From the MIT-licensed bangladesh-geocode data set, with
 * the division 'Chattagram' spelt 'Chittagong' as in the spec. Upazilas and city areas are left out
 * to keep this small (city corporation areas are missing from the data anyway), so the city is
 * checked for presence only.
 */
export const BD_DISTRICTS_BY_DIVISION = {
  Chittagong: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    'Comilla',
    'Coxsbazar',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  Rajshahi: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Khulna: [
    'Bagerhat',
    'Chuadanga',
    'Jashore',
    'Jhenaidah',
    'Khulna',
    'Kushtia',
    'Magura',
    'Meherpur',
    'Narail',
    'Satkhira',
  ],
  Barisal: ['Barguna', 'Barisal', 'Bhola', 'Jhalakathi', 'Patuakhali', 'Pirojpur'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
  Dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
} as const satisfies Record<string, readonly string[]>;

export type BdDivision = keyof typeof BD_DISTRICTS_BY_DIVISION;
export const BD_DIVISIONS = Object.keys(BD_DISTRICTS_BY_DIVISION) as BdDivision[];

export function isBdDivision(value: string): value is BdDivision {
  return Object.hasOwn(BD_DISTRICTS_BY_DIVISION, value);
}

/** True when the district lies in the division (names as in the data set, case-sensitive). */
export function isDistrictOf(division: string, district: string): boolean {
  return isBdDivision(division) && (BD_DISTRICTS_BY_DIVISION[division] as readonly string[]).includes(district);
}
