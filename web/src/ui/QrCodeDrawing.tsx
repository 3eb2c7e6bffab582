import { create } from 'qrcode';
import { useMemo } from 'react';
import * as styles from './QrCode.css.js';

/** The quiet zone scanners need around the code, in modules. */
const MARGIN = 1;

export interface QrCodeProps {
  value: string;
  label: string;
}

/**
 * A QR code drawn as inline SVG from its text. Drawn here rather than shown as an <img> of a
 * data: URL, which the portal's Content-Security-Policy (`img-src 'self'`) refuses to load.
 */
export function QrCodeDrawing({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(x, y)) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * MARGIN, path: d };
  }, [value]);
  return (
    <svg
      className={styles.qrCode}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path className={styles.modules} d={path} />
    </svg>
  );
}
