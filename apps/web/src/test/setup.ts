import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

import { addTexts } from '@/lib/i18n';
import en from '@/locales/en.json';

// Components are tested in English with every text at hand; the app loads them per area (lib/i18n.ts).
addTexts('en', en);

// A lazy page's first import is transformed on the spot; under a full parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  toast.remove(); // toasts live in a module-wide store: none may leak into the next test
  vi.unstubAllGlobals();
  localStorage.clear();
});
