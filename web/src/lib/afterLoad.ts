/**
 * Runs `work` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load), for what no one needs before then: it then takes no part in the long tasks of a
 * slow phone's first seconds. Answers a function that cancels it.
 */
export function whenLoadedAndIdle(work: () => void, timeoutMs = 2_000): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: after the load's own tasks.
      const handle = setTimeout(work, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    onIdle();
  } else {
    window.addEventListener('load', onIdle, { once: true });
  }
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle?.();
  };
}
