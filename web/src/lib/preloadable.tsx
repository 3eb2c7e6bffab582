import { type ComponentType, lazy, useState } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the module; once it has arrived the component renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy that can be fetched ahead: the browser entry fetches the first page's modules
 * alongside its own start-up, so that hydration does not suspend (and wait) on them.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    // Chosen once per instance. A transition that suspends on the module, when it arrives
    // within the same task, renders again only the lazy element, not this component: had a later
    // render chosen the module itself, another element type, React would mount it anew and
    // its state would be lost (a list drawn open would open again).
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
