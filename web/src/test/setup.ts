import '@testing-library/jest-dom/vitest';
import '../i18n/index.ts';
import '../app/texts.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 3 s instead of 1 s: on a loaded 2-core machine (CI, or the e2e
// beside it) a screen with a few fetches can take longer than a second to draw. A test that waits
// for something that never comes still fails, 3 s later.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
