import type { Places } from '@dokan/domain/places';
import { useLocalPlaces } from '@/lib/places';

/**
 * An address's city or upazila, district and division on one line, in the page's language (stored
 * in English, decision 057).
 */
export function AddressPlaces({ address }: { address: Places }) {
  const places = useLocalPlaces(address);
  return <>{[places.city, places.district, places.division].filter(Boolean).join(', ')}</>;
}
