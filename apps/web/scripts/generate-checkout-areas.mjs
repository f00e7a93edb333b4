// Writes src/features/checkout/areas/areas.json: the cities and upazilas of every district, for the
// checkout's City/Upazila select. The page imports it dynamically, so it never weighs on the first page.
//
//   node apps/web/scripts/generate-checkout-areas.mjs [path/to/bd-locations.json]
//
// The source is the MIT-licensed bd-locations data set (shared/data/bd-locations, notice in
// src/features/checkout/areas/NOTICE.md). It lists upazilas only, so the metropolitan thanas of the
// city corporations, where most orders go, are added here by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? resolve(here, '../../../../shared/data/bd-locations/bd-locations.json'));
const target = resolve(here, '../src/features/checkout/areas/areas.json');

/** Metropolitan thanas (city corporation areas) by district, as the police and couriers name them. */
const CITY_AREAS = {
  Dhaka: [
    'Adabor',
    'Badda',
    'Banani',
    'Bangshal',
    'Bhashantek',
    'Bhatara',
    'Bimanbandar',
    'Cantonment',
    'Chawkbazar',
    'Dakshinkhan',
    'Darus Salam',
    'Demra',
    'Dhanmondi',
    'Gendaria',
    'Gulshan',
    'Hatirjheel',
    'Hazaribagh',
    'Jatrabari',
    'Kadamtali',
    'Kafrul',
    'Kalabagan',
    'Kamrangirchar',
    'Khilgaon',
    'Khilkhet',
    'Kotwali',
    'Lalbagh',
    'Mirpur',
    'Mohammadpur',
    'Motijheel',
    'Mugda',
    'New Market',
    'Pallabi',
    'Paltan',
    'Ramna',
    'Rampura',
    'Rupnagar',
    'Sabujbagh',
    'Shah Ali',
    'Shahbagh',
    'Shahjahanpur',
    'Sher-e-Bangla Nagar',
    'Shyampur',
    'Sutrapur',
    'Tejgaon',
    'Tejgaon Industrial Area',
    'Turag',
    'Uttar Khan',
    'Uttara',
    'Wari',
  ],
  Chattogram: [
    'Akbar Shah',
    'Bakalia',
    'Bandar',
    'Bayazid Bostami',
    'Chandgaon',
    'Chawkbazar',
    'Double Mooring',
    'EPZ',
    'Halishahar',
    'Khulshi',
    'Kotwali',
    'Pahartali',
    'Panchlaish',
    'Patenga',
    'Sadarghat',
  ],
  Khulna: ['Daulatpur', 'Khalishpur', 'Khan Jahan Ali', 'Khulna Sadar', 'Labanchara', 'Sonadanga'],
  Rajshahi: ['Boalia', 'Chandrima', 'Kashiadanga', 'Katakhali', 'Motihar', 'Rajpara', 'Shah Makhdum'],
  Sylhet: ['Airport', 'Jalalabad', 'Kotwali', 'Moglabazar', 'Shah Paran'],
};

const divisions = JSON.parse(readFileSync(source, 'utf8'));
const areas = {};
for (const division of divisions) {
  for (const district of division.districts) {
    const names = [...district.upazilas.map((upazila) => upazila.name), ...(CITY_AREAS[district.name] ?? [])];
    areas[district.name] = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
  }
}
const unknown = Object.keys(CITY_AREAS).filter((district) => !(district in areas));
if (unknown.length > 0) throw new Error(`No such district in the source: ${unknown.join(', ')}`);

writeFileSync(target, `${JSON.stringify(areas)}\n`);
console.log(`${Object.keys(areas).length} districts, ${Object.values(areas).flat().length} areas -> ${target}`);
