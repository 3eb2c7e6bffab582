import { useEffect } from 'react';

/**
 * Marks the document once the app has attached (`<html data-hydrated>`), for what must wait for
 * a live page: browser tests press buttons only then, as a person on a slow phone would have to.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
