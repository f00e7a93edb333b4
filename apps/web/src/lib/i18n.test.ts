import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadTexts, startLanguage } from './i18n';

describe('starting in a language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("loads an area's texts asked for while it starts in that language (an /admin page opened in Bangla)", async () => {
    const starting = startLanguage('bn');
    // The page's code asks for its area before the first texts are in, as main.tsx's preload does.
    const admin = loadTexts('admin');
    await Promise.all([starting, admin]);
    expect(i18n.t('admin.backup.title')).toBe('ব্যাকআপ');
    expect(i18n.t('admin.dashboard.title')).toBe('ড্যাশবোর্ড');
  });
});
