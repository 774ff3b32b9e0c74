import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearQueryCache } from '../lib/query-cache.ts';

// findBy* and waitFor give up after this long. They return as soon as their check passes, so the
// bound costs nothing when a test passes; the library's 1 s is shorter than a first render of a
// big page on a loaded 2-core machine. Waits for the app's own timers use fake timers instead.
configure({ asyncUtilTimeout: 15_000 });

/** False in the files of pure logic that run in node (`@vitest-environment node`): no jsdom to set up. */
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // Mantine reads these browser APIs that jsdom does not provide.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  window.ResizeObserver = class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => {};
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (hasDom) window.localStorage.clear();
  // The app's query client is one for the page (lib/query-client.ts): no answer outlives its test.
  clearQueryCache();
});
