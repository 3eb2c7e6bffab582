import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

// Dark modules on a light background, whatever the theme: scanners need the contrast.
export const qrCode = style({
  display: 'block',
  inlineSize: vars.size.qrCode,
  blockSize: vars.size.qrCode,
  backgroundColor: vars.color.surface,
});

export const modules = style({ fill: vars.color.text });
