import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import '@/lib/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
