import { style } from '@vanilla-extract/css';

export const form = style({ display: 'contents' });
