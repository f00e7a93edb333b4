export type SearchValues = Record<string, string | number | boolean | null | undefined>;

/** A query string of the given values, leaving out the empty ones so only real filters are sent or shown. */
export function toSearchParams(values: SearchValues = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** `path` with the non-empty `values` as its query string. */
export function withSearch(path: string, values?: SearchValues): string {
  const query = toSearchParams(values).toString();
  return query ? `${path}?${query}` : path;
}
