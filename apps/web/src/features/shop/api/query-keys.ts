/**
 * The shop's settings under the spec's cache tags: the storefront and the admin's settings screen
 * read the same entries, so a saved change shows everywhere at once.
 */
export const shopKeys = {
  logo: ['Logo'] as const,
  settings: ['Settings'] as const,
  shippingFee: ['ShippingFee'] as const,
};
