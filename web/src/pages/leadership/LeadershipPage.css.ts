import { style } from '@vanilla-extract/css';

// The contact form is in the page from the first HTML, shown at its anchor: "Contact Leadership"
// is a link to it, which works before the script and without it (the script then shows it and
// moves focus into it).
export const contactFormUntilAsked = style({
  display: 'none',
  selectors: { '&:target': { display: 'block' } },
});
