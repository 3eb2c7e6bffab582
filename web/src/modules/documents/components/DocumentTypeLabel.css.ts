import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  // File type labels are Latin abbreviations (PDF, DOCX) in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const label = styleVariants({
  pdf: [base, { color: vars.color.filePdfText, backgroundColor: vars.color.filePdfSurface }],
  word: [base, { color: vars.color.fileWordText, backgroundColor: vars.color.fileWordSurface }],
  spreadsheet: [
    base,
    { color: vars.color.fileSheetText, backgroundColor: vars.color.fileSheetSurface },
  ],
  other: [base, { color: vars.color.fileOtherText, backgroundColor: vars.color.fileOtherSurface }],
});
