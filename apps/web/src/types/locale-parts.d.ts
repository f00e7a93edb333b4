/** The translation files split by build/split-texts-plugin.ts: the shop's part, the account's and the admin area's. */
declare module '@/locales/*.json?storefront' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '@/locales/*.json?account' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '@/locales/*.json?admin' {
  const texts: Record<string, unknown>;
  export default texts;
}
