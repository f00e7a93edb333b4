/** The translation files split by build/split-admin-texts-plugin.ts: the shop's part and the admin area's. */
declare module '@/locales/*.json?storefront' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '@/locales/*.json?admin' {
  const texts: Record<string, unknown>;
  export default texts;
}
