/**
 * React attaches to a page the gateway rendered only once its scripts have arrived (2–4 s on a
 * slow phone): a tap on one of its buttons before then would do nothing and be forgotten. This
 * small inline script, first in the page (allowed by the response's CSP nonce), notes the
 * buttons tapped until then; the app takes the list as it attaches and presses each once more
 * when it has (web/src/lib/earlyTaps.ts). React reuses the server's DOM nodes on hydration, so
 * the noted button is the one that now answers.
 *
 * Only `type="button"` buttons are noted: links, submit buttons, a popover's button, labels and
 * fields do what they do natively, and noting them would replay them twice. Each button is noted once
 * (a second tap made because nothing happened is not meant as a second press).
 *
 * Written by hand: React has no event replay before its script loads, and the packages that do
 * it (Angular's event-dispatch, jsaction) replay into their own frameworks' handlers.
 */
const CAPTURE = [
  '(function(){',
  'var noted=[];',
  'function note(event){',
  'var target=event.target;',
  'if(!(target instanceof Element))return;',
  "var button=target.closest('button');",
  "if(!button||button.type!=='button'||button.disabled)return;",
  // A popover's button opens it natively (the language list).
  "if(button.hasAttribute('popovertarget'))return;",
  'if(noted.indexOf(button)===-1)noted.push(button)}',
  "document.addEventListener('click',note,true);",
  'window.__earlyTaps=function(){',
  "document.removeEventListener('click',note,true);",
  'var taken=noted;noted=[];return taken}',
  '})()',
].join('');

/** The capture script as the page's first script, with this response's nonce. */
export function earlyTapsScript(nonce: string): string {
  return `<script nonce="${nonce}">${CAPTURE}</script>`;
}
