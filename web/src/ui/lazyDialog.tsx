import { type ComponentType, Suspense, useState } from 'react';
import { type Preloadable, preloadable } from '../lib/preloadable.js';

/**
 * A dialog whose module (its modal, form fields and mutations) is fetched the first time it
 * opens, not with the page that offers it: the page's first load carries less script. Once
 * opened it stays mounted, so that it can close as it does.
 */
export function lazyDialog<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  const Dialog = preloadable<P>(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  // Fetched ahead when it is about to be wanted (a pointer over its trigger).
  return Object.assign(LazyDialog, { preload: () => Dialog.preload() });
}
