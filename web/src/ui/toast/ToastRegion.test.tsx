import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.js';
import { TOAST_DURATION_MS } from './constants.js';
import { AppToastRegion } from './ToastRegion.js';
import { toast, toastQueue } from './toast.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

function renderRegion(locale = 'en-US') {
  render(
    <I18nProvider locale={locale}>
      <AppToastRegion />
    </I18nProvider>,
  );
}

// A toast is an alertdialog named by its title.
const visibleTitles = () =>
  screen
    .queryAllByRole('alertdialog')
    .map(
      (dialog) =>
        document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

function swipe(element: HTMLElement, fromX: number, toX: number) {
  const pointer = { pointerId: 7, isPrimary: true, button: 0 };
  fireEvent.pointerDown(element, { ...pointer, clientX: fromX });
  fireEvent.pointerMove(element, { ...pointer, clientX: (fromX + toX) / 2 });
  fireEvent.pointerMove(element, { ...pointer, clientX: toX });
  fireEvent.pointerUp(element, { ...pointer, clientX: toX });
}

describe('toasts', () => {
  it('shows one toast at a time, the newest first, the other once it is closed', () => {
    renderRegion();
    act(() => {
      toast({ title: 'Saved', description: 'Your changes are stored.' });
      toast({ title: 'Error', description: 'Sending failed.', variant: 'destructive' });
    });
    expect(visibleTitles()).toEqual(['Error']);
    expect(screen.getByRole('alertdialog').textContent).toContain('Sending failed.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(visibleTitles()).toEqual(['Saved']);
  });

  it('closes by itself after the default display time', () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(visibleTitles()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual([]);
  });

  it('moves focus to the toast region with F8', () => {
    renderRegion();
    act(() => {
      toast({ title: 'Saved' });
    });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Alerts' }));
  });

  it('is dismissed by a swipe right beyond 50 px, not by a shorter one', () => {
    renderRegion();
    act(() => {
      toast({ title: 'Saved' });
    });
    const shown = screen.getByRole('alertdialog');
    swipe(shown, 100, 140);
    expect(visibleTitles()).toEqual(['Saved']);
    swipe(shown, 100, 20);
    expect(visibleTitles()).toEqual(['Saved']);
    swipe(shown, 100, 160);
    expect(visibleTitles()).toEqual([]);
  });

  it('is dismissed by a swipe toward the inline end (left) in right-to-left languages', () => {
    renderRegion('ar');
    act(() => {
      toast({ title: 'Saved' });
    });
    const shown = screen.getByRole('alertdialog');
    swipe(shown, 100, 160);
    expect(visibleTitles()).toEqual(['Saved']);
    swipe(shown, 100, 40);
    expect(visibleTitles()).toEqual([]);
  });
});
