import { type ComponentType, Suspense, useEffect } from 'react';
import { whenLoadedAndIdle } from '../lib/afterLoad.js';
import { preloadable } from '../lib/preloadable.js';
import { Loading } from './Loading.js';

/**
 * A part of a page that its first paint does not show (a tab's panel not selected at first):
 * its module is fetched once the page has loaded and is idle, or when it is first shown, so that
 * the page's first load carries less script. Until it arrives it reads as loading; a page the
 * server rendered keeps the part's server markup until then.
 */
export function afterPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = preloadable<P>(async () => ({ default: await load() }));
  return function AfterPage(props: P) {
    useEffect(() => whenLoadedAndIdle(() => void Part.preload()), []);
    return (
      <Suspense fallback={<Loading />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
