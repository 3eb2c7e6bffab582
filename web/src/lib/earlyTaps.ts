import { useEffect } from 'react';
import { afterPageHydrated } from './pageHydrated.js';

declare global {
  interface Window {
    /**
     * Set by the gateway's inline script (gateway/src/http/early-taps.ts) on pages it rendered:
     * hands over the buttons tapped before React attached to them; `onTap` is told of later ones.
     */
    __earlyTaps?: (onNote?: () => void) => Early[];
  }
}

/** What the inline script notes: a button tapped, a field typed in, an option chosen. */
type Early = HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement | EarlySelect | EarlyForm;

/** A select whose option was chosen before React attached, with the option's value. */
type EarlySelect = HTMLSelectElement & { __earlyValue?: string };

/** A box ticked or a file chosen before React attached, with the state the visitor left. */
type EarlyChoice = HTMLInputElement & { __earlyChecked?: boolean };

/** A form sent before React attached, with the button that sent it (the script notes it). */
type EarlyForm = HTMLFormElement & { __earlySubmitter?: HTMLElement | null };

let taken: Early[] = [];

/** Keeps the taps made before React attaches: called just before it does. */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.() ?? [];
}

/**
 * True once React has hydrated the node (it then carries its props). A part inside a Suspense
 * boundary is hydrated after the root has committed: each tap waits for its button. Reads a
 * React internal (the `__reactProps$` key, the same since React 17), as the inline script does:
 * nothing public tells when one node is hydrated.
 */
const hydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Frames a tap waits for its element to be hydrated (about 10 s), then it is dropped. */
const PATIENCE_FRAMES = 600;

/** The fields whose text React tracks (not checkboxes, files or buttons). */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type=text], input[type=search], input[type=email], ' +
  'input[type=tel], input[type=url], input[type=number], input[type=password]';

/**
 * Hands React what was typed in `field` before it attached. React keeps the text on screen but
 * not in its state (the next render would wipe it), and it hears an input event only when the
 * text differs from the value it tracks: its value is set back (the tracked setter), the typed
 * text put in again by the element's own setter, which React does not track, and the event sent.
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  // Read here, not when the module loads: the server renders the app too, without a DOM.
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  const setNative = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
  if (!setNative) return;
  field.value = field.defaultValue;
  setNative.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const CHOICE_TYPES = new Set(['checkbox', 'radio', 'file']);

/**
 * Lets React hear a choice made before it attached: a file input's change is sent again; a box
 * is set to the other state (through React's tracked setter) and clicked, so that it ends as the
 * visitor left it and React's state follows.
 */
function chooseAgain(field: EarlyChoice): void {
  if (field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const intended = field.__earlyChecked ?? field.checked;
  field.checked = !intended;
  field.click();
}

/**
 * Lets React hear an option chosen before it attached: React set the select back to its state's
 * option, so the visitor's is chosen again and the change sent.
 */
function selectAgain(field: EarlySelect): void {
  const intended = field.__earlyValue;
  if (intended === undefined || intended === field.value) return;
  field.value = intended;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Sends a form again, as its button did, now that React listens to it. */
function sendAgain(form: EarlyForm): void {
  const submitter = form.__earlySubmitter;
  form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
}

/**
 * Once the app has attached, hands over what was typed before in each field (React set its
 * default to the app's value) and presses again each button tapped before React attached to it,
 * as soon as it has.
 */
export function useEarlyTapsReplay(): void {
  useEffect(() => {
    const typedIn = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS),
    ].filter((field) => field.value !== field.defaultValue);
    // Each field once: the script may have noted it too.
    let waiting: Early[] = [...new Set([...typedIn, ...taken])];
    taken = [];
    let frames = 0;
    let frame = 0;
    // A form is sent again once the page's effects have run, not as soon as React knows it: its
    // fields' checks (React Aria's native validation) listen from their effects, and a form sent
    // before would be refused by the browser with nobody there to show why.
    let pageReady = false;
    afterPageHydrated(() => {
      pageReady = true;
    });
    const replay = () => {
      frame = 0;
      waiting = waiting.filter((element) => {
        if (!element.isConnected) return false;
        if (!hydrated(element)) return true;
        if (element instanceof HTMLFormElement) {
          if (!pageReady) return true;
          sendAgain(element);
        } else if (element instanceof HTMLSelectElement) selectAgain(element);
        else if (element instanceof HTMLInputElement && CHOICE_TYPES.has(element.type))
          chooseAgain(element);
        else if (!(element instanceof HTMLButtonElement)) handOver(element);
        else if (!element.disabled) element.click();
        return false;
      });
      frames += 1;
      if (waiting.length > 0 && frames < PATIENCE_FRAMES) {
        frame = requestAnimationFrame(replay);
      }
    };
    // A tap on a part React has not attached to yet (the script notes it and tells us).
    window.__earlyTaps?.(() => {
      for (const element of window.__earlyTaps?.() ?? []) {
        if (!waiting.includes(element)) waiting.push(element);
      }
      frames = 0;
      if (frame === 0) frame = requestAnimationFrame(replay);
    });
    replay();
    return () => cancelAnimationFrame(frame);
  }, []);
}
