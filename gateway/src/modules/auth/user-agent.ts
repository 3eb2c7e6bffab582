import Bowser from 'bowser';

/** A session's browser and device as a person reads them, from the User-Agent at sign-in. */
export interface ReadableUserAgent {
  /** "Chrome 131", "Safari 18"; null when unknown. */
  browser: string | null;
  /** "Android 14", "macOS Sonoma", "iOS 18.1"; null when unknown. */
  operatingSystem: string | null;
  /** bowser's platform type: desktop, mobile, tablet, tv or bot; null when unknown. */
  deviceType: string | null;
}

const NOTHING: ReadableUserAgent = { browser: null, operatingSystem: null, deviceType: null };

/**
 * Reads a User-Agent with bowser (a maintained parser of the browsers' and systems' tokens),
 * keeping the browser's major version only: enough to recognise one's own devices.
 */
export function readUserAgent(userAgent: string | null): ReadableUserAgent {
  if (!userAgent) return NOTHING;
  try {
    const { browser, os, platform } = Bowser.parse(userAgent);
    const major = browser.version?.split('.')[0];
    const osVersion = os.versionName ?? os.version;
    return {
      browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
      operatingSystem: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : null,
      deviceType: platform.type ?? null,
    };
  } catch {
    // A string bowser cannot read is shown as unknown, never an error.
    return NOTHING;
  }
}
