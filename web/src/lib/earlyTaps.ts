import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the gateway's inline script (gateway/src/http/early-taps.ts) on pages it rendered. */
    __earlyTaps?: () => HTMLButtonElement[];
  }
}

let taken: HTMLButtonElement[] = [];

/**
 * Stops noting taps and keeps those made so far: called just before React attaches, whose own
 * listeners hear every tap from then on.
 */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.() ?? [];
}

/**
 * True once React has hydrated the node (it then carries its props). A part inside a Suspense
 * boundary is hydrated after the root has committed, and React drops a click on a part not
 * hydrated yet: each tap waits for its button. Reads a React internal (the `__reactProps$` key,
 * the same since React 17): nothing public tells when one node is hydrated.
 */
const hydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** Frames a tap waits for its element to be hydrated (about 10 s), then it is dropped. */
const PATIENCE_FRAMES = 600;

/** The fields whose text React tracks (not checkboxes, files or buttons). */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type=text], input[type=search], input[type=email], ' +
  'input[type=tel], input[type=url], input[type=number], input[type=password]';

const nativeValue = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set,
};

/**
 * Hands React what was typed in `field` before it attached. React keeps the text on screen but
 * not in its state (the next render would wipe it), and it hears an input event only when the
 * text differs from the value it tracks: its value is set back (the tracked setter), the typed
 * text put in again by the element's own setter, which React does not track, and the event sent.
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const setNative = field instanceof HTMLInputElement ? nativeValue.input : nativeValue.textarea;
  if (!setNative) return;
  field.value = field.defaultValue;
  setNative.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has attached, presses again each button tapped before (still on the page), and
 * hands over what was typed before in each field (React set its default to the app's value).
 */
export function useEarlyTapsReplay(): void {
  useEffect(() => {
    const typedIn = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS),
    ].filter((field) => field.value !== field.defaultValue);
    let waiting: (HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement)[] = [
      ...typedIn,
      ...taken,
    ];
    taken = [];
    let frames = 0;
    let frame = 0;
    const pressHydrated = () => {
      waiting = waiting.filter((element) => {
        if (!element.isConnected) return false;
        if (!hydrated(element)) return true;
        if (!(element instanceof HTMLButtonElement)) handOver(element);
        else if (!element.disabled) element.click();
        return false;
      });
      frames += 1;
      if (waiting.length > 0 && frames < PATIENCE_FRAMES) {
        frame = requestAnimationFrame(pressHydrated);
      }
    };
    pressHydrated();
    return () => cancelAnimationFrame(frame);
  }, []);
}
