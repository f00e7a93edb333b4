import { useQuery } from '@tanstack/react-query';

type AreasByDistrict = Record<string, string[]>;

/** The cities and upazilas of all districts, fetched as a separate file when a district is first chosen. */
function loadAreas(): Promise<AreasByDistrict> {
  return import('../areas/areas.json').then((module) => module.default as AreasByDistrict);
}

export function useAreas(district: string) {
  const query = useQuery({
    queryKey: ['Areas'] as const,
    queryFn: loadAreas,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: district !== '',
  });
  return { ...query, areas: district ? (query.data?.[district] ?? []) : [] };
}
