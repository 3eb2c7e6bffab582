import { Suspense } from 'react';
import { preloadable } from '../lib/preloadable.js';
import * as styles from './QrCode.css.js';
import type { QrCodeProps } from './QrCodeDrawing.js';

// The QR encoder (about 9 KiB of gzip) is fetched when a code is to be drawn, not with the page
// that may show one: only a member setting up two-step sign-in ever sees it.
const Drawing = preloadable<QrCodeProps>(async () => ({
  default: (await import('./QrCodeDrawing.js')).QrCodeDrawing,
}));

/**
 * A QR code of `value`; until the encoder has arrived, an empty square of the code's size (the
 * text beside it does not move), which is not announced as the code.
 */
export function QrCode(props: QrCodeProps) {
  return (
    <Suspense fallback={<svg className={styles.qrCode} aria-hidden="true" />}>
      <Drawing {...props} />
    </Suspense>
  );
}

/** Fetches the encoder ahead, e.g. while the code's text is being asked for. */
export const preloadQrCode = Drawing.preload;
