import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads these browser APIs that jsdom does not have.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom implements getComputedStyle for elements only; antd also asks about ::before / ::after.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd validates and renders asynchronously; on a busy two-core machine a message can take longer
// than Testing Library's 1 s default to appear, which fails a test that is right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
