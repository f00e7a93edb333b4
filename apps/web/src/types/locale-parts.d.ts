/** The translation file split by build/split-admin-texts-plugin.ts: the shop's part and the admin area's. */
declare module '@/locales/en.json?storefront' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '@/locales/en.json?admin' {
  const texts: Record<string, unknown>;
  export default texts;
}
