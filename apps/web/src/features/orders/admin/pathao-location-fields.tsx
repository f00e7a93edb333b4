import { useEffect, useMemo, useState } from 'react';

import { type CourierPlace, matchPlace, type Order, placeInText } from '@dokan/domain';
import { Field, inputClassName } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { usePathaoAreas, usePathaoCities, usePathaoZones } from '../api/pathao-places';

export interface PathaoLocation {
  cityId: number;
  zoneId: number;
  areaId: number | null;
}

type Address = Order['deliveryAddress'];

/** What the admin picked: a place id, none (''), or not touched yet (undefined: the address's match stands). */
interface Picked {
  cityId?: number | null;
  zoneId?: number | null;
  areaId?: number | null;
}

const chosen = (picked: number | null | undefined, suggested: CourierPlace | null) =>
  picked === undefined ? (suggested?.id ?? null) : picked;

/**
 * Pathao's city, zone and area for the parcel, each prefilled with the place whose name matches
 * the shipping address's district, upazila or street (Pathao spells them its own way), and changed
 * by the admin where the match is wrong. Reports the choice whenever it changes; null until both a
 * city and a zone are chosen.
 */
export function PathaoLocationFields({
  address,
  onChange,
}: {
  address: Address;
  onChange: (location: PathaoLocation | null) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked>({});
  const cities = usePathaoCities(true);
  const city = useMemo(
    () => chosen(picked.cityId, matchPlace([address.district, address.city], cities.data ?? [])),
    [picked.cityId, address, cities.data],
  );
  const zones = usePathaoZones(city);
  const zone = useMemo(() => {
    const list = zones.data ?? [];
    const suggested =
      matchPlace([address.city], list) ??
      placeInText(address.addressDetails, list) ??
      matchPlace([address.district], list);
    return chosen(picked.zoneId, suggested);
  }, [picked.zoneId, address, zones.data]);
  const areas = usePathaoAreas(zone);
  const area = useMemo(() => {
    const list = areas.data ?? [];
    return chosen(picked.areaId, placeInText(address.addressDetails, list) ?? matchPlace([address.city], list));
  }, [picked.areaId, address, areas.data]);

  useEffect(() => {
    onChange(city !== null && zone !== null ? { cityId: city, zoneId: zone, areaId: area } : null);
  }, [city, zone, area, onChange]);

  const where = [address.city, address.district].filter(Boolean).join(', ');
  const idOf = (value: string) => (value ? Number(value) : null);
  const failed = cities.error ?? zones.error ?? areas.error;

  const select = (
    label: string,
    value: number | null,
    list: CourierPlace[] | undefined,
    pending: boolean,
    change: (id: number | null) => void,
  ) => (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          disabled={pending}
          onChange={(event) => change(idOf(event.target.value))}
          className={inputClassName}
        >
          <option value="">{pending ? t('admin.courier.pathao.loading') : t('admin.courier.pathao.choose')}</option>
          {(list ?? []).map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('admin.courier.pathao.legend')}</legend>
      {select(t('admin.courier.pathao.city'), city, cities.data, cities.isPending, (id) => setPicked({ cityId: id }))}
      {select(t('admin.courier.pathao.zone'), zone, zones.data, city !== null && zones.isPending, (id) =>
        setPicked((before) => ({ cityId: before.cityId ?? city, zoneId: id })),
      )}
      {select(t('admin.courier.pathao.area'), area, areas.data, zone !== null && areas.isPending, (id) =>
        setPicked((before) => ({ cityId: before.cityId ?? city, zoneId: before.zoneId ?? zone, areaId: id })),
      )}
      {failed ? (
        <p className="text-sm text-red-700">{failed.message}</p>
      ) : (
        <p className="text-xs text-gray-600">
          {city !== null && zone !== null
            ? t('admin.courier.pathao.matched', { address: where })
            : t('admin.courier.pathao.unmatched', { address: where })}
        </p>
      )}
    </fieldset>
  );
}
