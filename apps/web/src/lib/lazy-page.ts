import { type ComponentType, createElement, use } from 'react';

/** A page whose code loads on its first render, or earlier through `preload` (before hydrating, or on a link's way). */
export type LazyPage = ComponentType & { preload: () => Promise<void>; loaded: () => boolean };

/**
 * Wraps `load` as a page component. Once loaded, it renders the page at once, so a page loaded
 * before hydrating draws in the same pass as the server's HTML; until then it suspends on the one
 * pending load. A failed load is forgotten, so the next visit tries again, and reaches the nearest
 * error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Page() {
    if (!loaded) use(preload());
    return createElement(loaded!);
  }
  return Object.assign(Page, { preload, loaded: () => loaded !== undefined });
}

/** Whether `component` is a lazily loaded page. */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}
