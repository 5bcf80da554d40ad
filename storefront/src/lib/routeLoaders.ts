import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazy route component that renders synchronously once its chunk has been loaded (by the
 * boot-time preload), so a deep link does not go through a Suspense fallback and React's
 * fallback reveal throttle.
 */
export function preloadable<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let promise: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (promise ??= factory().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(load);
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Component, { preload: load });
}
