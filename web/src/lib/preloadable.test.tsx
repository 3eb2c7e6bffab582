import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.js';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A preloadable Counter whose module arrives when the test says so. */
function deferredCounter() {
  let arrive: () => void = () => undefined;
  const component = preloadable(
    () =>
      new Promise<{ default: typeof Counter }>((resolve) => {
        arrive = () => resolve({ default: Counter });
      }),
  );
  return { component, arrive: () => arrive() };
}

/** A preloadable Counter whose module is already at hand (another chunk imported it). */
function presentCounter() {
  return { component: preloadable(async () => ({ default: Counter })), arrive: () => undefined };
}

/** How the first render of the component is scheduled. */
const SCHEDULES = [
  ['an urgent update', (update: () => void) => update()],
  ['a transition', (update: () => void) => startTransition(update)],
] as const;

/** Where its module is when it first renders. */
const MODULES = [
  ['was on the way', deferredCounter],
  ['was at hand but not loaded yet', presentCounter],
] as const;

describe('preloadable', () => {
  it.each(
    MODULES.flatMap(([where, module]) =>
      SCHEDULES.map(([how, schedule]) => [where, how, module, schedule] as const),
    ),
  )(
    'keeps the state of a component that first rendered while its module %s (%s)',
    async (_where, _how, module, schedule) => {
      await expectStateKept(module(), schedule);
    },
  );

  async function expectStateKept(
    { component: Lazy, arrive }: ReturnType<typeof deferredCounter>,
    schedule: (update: () => void) => void,
  ) {
    let show: (label: string) => void = () => undefined;
    function Host() {
      const [label, setLabel] = useState<string | undefined>(undefined);
      show = setLabel;
      return <Suspense fallback="loading">{label ? <Lazy label={label} /> : null}</Suspense>;
    }
    render(<Host />);
    act(() => schedule(() => show('first')));
    await act(async () => arrive());
    fireEvent.click(await screen.findByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('first 1');
    // A new render of the same element (new props): the same component, its state kept.
    act(() => show('second'));
    expect(screen.getByRole('button').textContent).toBe('second 1');
  }

  // React's own scheduling, not act's: a transition that suspends on a module arriving within
  // the same task renders again only the part that suspended (the lazy element), not the
  // component that chose it, whose next render chose the module itself: another element type,
  // so React mounted it anew, with its state lost. In the browser tests the header's language
  // list, drawn that way, opened again (its defaultOpen) after a language was chosen, and left
  // the sign-in page inert behind it.
  it('keeps the state of a component first drawn by a transition while its module was at hand', async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const { component: Lazy } = presentCounter();
    let show: ((label: string) => void) | undefined;
    function Host() {
      const [label, setLabel] = useState<string | undefined>(undefined);
      useEffect(() => {
        show = setLabel;
      }, []);
      return <Suspense fallback="loading">{label ? <Lazy label={label} /> : null}</Suspense>;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const button = () => container.querySelector('button');
    try {
      root.render(<Host />);
      await vi.waitFor(() => expect(show).toBeDefined());
      startTransition(() => show?.('first'));
      await vi.waitFor(() => expect(button()?.textContent).toBe('first 0'));
      button()?.click();
      await vi.waitFor(() => expect(button()?.textContent).toBe('first 1'));
      show?.('second');
      await vi.waitFor(() => expect(button()?.textContent).toMatch(/^second/));
      expect(button()?.textContent).toBe('second 1');
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const { component: Lazy, arrive } = deferredCounter();
    const loading = Lazy.preload();
    arrive();
    await loading;
    render(
      <Suspense fallback="loading">
        <Lazy label="ready" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('ready 0');
  });
});
