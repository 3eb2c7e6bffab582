/**
 * React attaches to a page the gateway rendered only once its scripts have arrived (2–4 s on a
 * slow phone), and to a part inside a Suspense boundary later still: a tap on a button React has
 * not attached to yet does nothing (React drops it). This small inline script, first in the page
 * (allowed by the response's CSP nonce), notes such taps; the app presses each button again once
 * React has attached to it (web/src/lib/earlyTaps.ts). React reuses the server's DOM nodes on
 * hydration, so the noted button is the one that then answers. A button React has attached to
 * (it carries React's `__reactProps$` key) is left to React.
 *
 * Only `type="button"` buttons are noted, and their tap goes no further (React would drop it):
 * links, submit buttons, a popover's button, labels and fields do what they do natively. Fields
 * typed in are noted too, without stopping anything: the app hands their text to React. A form
 * of the app's own (without an `action`, which a form that works without the script has) sent
 * before React attached (or refused by the browser's own checks then) is held and sent again once
 * it has. Each
 * element is noted once (a second tap made because nothing happened is not meant as another).
 *
 * Written by hand: React has no event replay before its script loads, and the packages that do
 * it (Angular's event-dispatch, jsaction) replay into their own frameworks' handlers.
 */
const CAPTURE = [
  '(function(){',
  'var noted=[],wake=null;',
  'function attached(node){',
  "return Object.keys(node).some(function(key){return key.indexOf('__reactProps$')===0})}",
  'function keep(node){',
  'if(noted.indexOf(node)===-1)noted.push(node);',
  'if(wake)wake()}',
  'function tap(event){',
  'var target=event.target;',
  'if(!(target instanceof Element))return;',
  "var button=target.closest('button');",
  "if(!button||button.type!=='button'||button.disabled)return;",
  // A popover's button opens it natively (the language list).
  "if(button.hasAttribute('popovertarget')||attached(button))return;",
  'event.stopPropagation();',
  'keep(button)}',
  // Text typed in a field React has not attached to: the app hands it over.
  'function typed(event){',
  'var field=event.target;',
  'if((field instanceof HTMLInputElement||field instanceof HTMLTextAreaElement)&&!attached(field))keep(field)}',
  // A form of the app's own (no action of its own: it would be sent to the page's address as a
  // GET) sent before React attached to it: held, and sent again by the app once it has.
  'function sent(event){',
  'var form=event.target;',
  "if(!(form instanceof HTMLFormElement)||form.hasAttribute('action')||attached(form))return;",
  'event.preventDefault();',
  'event.stopPropagation();',
  'form.__earlySubmitter=event.submitter||null;',
  'keep(form)}',
  // The same form refused by the browser's own checks (a required field empty): no submit event
  // comes, but the press is as meant; sent again, React's form shows its own messages.
  'function refused(event){',
  'var form=event.target&&event.target.form;',
  "if(!(form instanceof HTMLFormElement)||form.hasAttribute('action')||attached(form))return;",
  'keep(form)}',
  // A box ticked, a file or an option chosen before React attached: the app makes React hear
  // it again (React sets a select back to its state's option when it attaches).
  'function changed(event){',
  'var field=event.target;',
  'if(field instanceof HTMLSelectElement&&!attached(field)){field.__earlyValue=field.value;keep(field);return}',
  'if(!(field instanceof HTMLInputElement)||!/^(checkbox|radio|file)$/.test(field.type)||attached(field))return;',
  'field.__earlyChecked=field.checked;',
  'keep(field)}',
  "document.addEventListener('change',changed,true);",
  "document.addEventListener('click',tap,true);",
  "document.addEventListener('submit',sent,true);",
  "document.addEventListener('invalid',refused,true);",
  "document.addEventListener('input',typed,true);",
  // Hands over what was noted so far; `onNote`, when given, is told of each note after.
  'window.__earlyTaps=function(onNote){',
  'if(onNote)wake=onNote;',
  'var taken=noted;noted=[];return taken}',
  '})()',
].join('');

/** The capture script as the page's first script, with this response's nonce. */
export function earlyTapsScript(nonce: string): string {
  return `<script nonce="${nonce}">${CAPTURE}</script>`;
}
