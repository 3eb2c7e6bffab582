import { type ComponentType, lazy, useState } from 'react';
import { reloadIfReplaced } from './staleVersion.js';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the module; once it has arrived the component renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A part of the app that could not be downloaded (the connection is down, or its file is gone),
 * even after one retry: the error boundary around it offers to try again (RouteFailure).
 */
export class DownloadFailed extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DownloadFailed';
  }
}

/** How to fetch again each part whose download failed (the boundaries' Retry). */
const failed = new Set<() => void>();

/**
 * Forgets every failed download, so that the next render of each fetches it anew: a failure
 * stays until then (React renders a failed part again before it shows its boundary, and each
 * of those renders would have fetched it once more).
 */
export function retryFailedDownloads(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/** Never settles: what waits on it waits for the page's reload. */
const reloading = new Promise<never>(() => undefined);

/**
 * `load`, tried once more by itself when it fails; a file of a replaced version (a deploy)
 * reloads the page onto the new one instead (staleVersion.ts).
 */
async function loadWithRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (await reloadIfReplaced(error)) return reloading;
    try {
      return await load();
    } catch (again) {
      throw new DownloadFailed(again);
    }
  }
}

/**
 * React.lazy that can be fetched ahead: the browser entry fetches the first page's modules
 * alongside its own start-up, so that hydration does not suspend (and wait) on them. A failed
 * download is fetched anew after retryFailedDownloads.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= loadWithRetry(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed.add(() => {
          pending = undefined;
          // React.lazy keeps a rejection for good: the next mount gets a lazy of its own.
          Lazy = lazy(preload);
        });
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(preload);
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
