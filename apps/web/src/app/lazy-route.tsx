import type { ComponentType, ReactNode } from 'react';
import { SCREEN_LOAD_TIMEOUT_MS, withTimeout } from './chunk-reload';
import { ScreenLoadError } from './screen-load-error';

/**
 * A route `lazy` function for one page chunk: `lazyPage(() => import('./x'), (m) => m.XPage)`.
 * A failure (chunk gone after a deploy, network, 120 s timeout) resolves to a page showing it:
 * React Router keeps treating a route whose lazy() rejected as still loading and renders nothing,
 * so the error must arrive as a component.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<{ Component: ComponentType } | { element: ReactNode }> => {
    try {
      const module = await withTimeout(load(), SCREEN_LOAD_TIMEOUT_MS);
      return { Component: pick(module) };
    } catch (error) {
      return { element: <ScreenLoadError error={error} /> };
    }
  };
}
