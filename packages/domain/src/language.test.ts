import { describe, expect, it } from 'vitest';

import { languageFromAcceptLanguage, pickLanguage } from './language.ts';

describe('choosing the language', () => {
  it('follows Accept-Language by weight, then order, and falls back to English', () => {
    expect(languageFromAcceptLanguage('bn-BD,bn;q=0.9,en-US;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('en-GB,bn;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('fr;q=1, bn;q=0.3, en;q=0.2')).toBe('bn');
    expect(languageFromAcceptLanguage('en;q=0.4, bn;q=0.9')).toBe('bn');
    expect(languageFromAcceptLanguage('bn;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
  });
  it("keeps the shopper's own choice over the browser's, and ignores a cookie it does not know", () => {
    expect(pickLanguage('en', 'bn')).toBe('en');
    expect(pickLanguage('bn', 'en-US')).toBe('bn');
    expect(pickLanguage('xx', 'bn-BD')).toBe('bn');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
