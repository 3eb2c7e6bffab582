/**
 * After a deploy, the files of the version a page was loaded with are gone: the content-hashed
 * file a route asks for answers 404, and only a new page (the new version's) can go on. Such a
 * page reloads once, guarded so that it never loops: the guard names the version (this file's own
 * address, content-hashed) that reloaded, and the same version never reloads twice.
 */
const RELOADED_FROM = 'portal.reloaded-from';

/** The address a failed dynamic import names (Chromium and Firefox put it in the message). */
function addressIn(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+?\.m?js\b/.exec(message)?.[0];
}

/** True when `address` (a file of this version) answers 404: the version was replaced. */
async function isGone(address: string): Promise<boolean> {
  try {
    const response = await fetch(address, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    // No answer at all: the connection is down, which a retry may mend. Not a new version.
    return false;
  }
}

/**
 * When `error` (a failed download of part of the app) comes from a replaced version, reloads the
 * page onto the new one and answers true; false when it does not, or when this version already
 * reloaded once (then the page shows its message instead).
 */
export async function reloadIfReplaced(error: unknown): Promise<boolean> {
  const thisVersion = import.meta.url;
  if (!(await isGone(addressIn(error) ?? thisVersion))) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FROM) === thisVersion) return false;
    sessionStorage.setItem(RELOADED_FROM, thisVersion);
  } catch {
    // Without storage there is no guard: better a message than a loop.
    return false;
  }
  window.location.reload();
  return true;
}
