import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SCREEN_LOAD_TIMEOUT_MS, withTimeout } from './chunk-reload';
import { RouteError } from './route-error';
import { ScreenLoadError } from './screen-load-error';

/**
 * A route `lazy` function for one page chunk: `lazyPage(() => import('./x'), 'XPage')`, the name
 * being the page component's export. A failure (chunk gone after a deploy, network, 120 s timeout)
 * resolves to a page showing it: React Router keeps treating a route whose lazy() rejected as still
 * loading and renders nothing, so the error must arrive as a component.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends string>(load: () => Promise<M>, name: K) {
  return async (): Promise<{ Component: ComponentType } | { element: ReactNode }> => {
    try {
      const module = await withTimeout(load(), SCREEN_LOAD_TIMEOUT_MS);
      return { Component: module[name] };
    } catch (error) {
      return { element: <ScreenLoadError error={error} /> };
    }
  };
}

/** One route of a route table: `path` showing the lazily loaded page, with the route error page. */
export function pageRoute<M extends Record<K, ComponentType>, K extends string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: lazyPage(load, name), ErrorBoundary: RouteError };
}
