import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/i18n.js';
import { LANGUAGES } from '../../../i18n/languages.js';
import { createCache } from '../../../lib/apollo.js';
import { NotificationsButton } from './NotificationsButton.js';

beforeAll(async () => {
  await initI18n();
});

afterAll(async () => {
  await setLanguage('en');
});

describe('NotificationsButton', () => {
  // The badge is aria-hidden, but a speech-input user says what they see ("click 2"): the
  // accessible name must contain the number shown (WCAG 2.5.3, axe's label-content-name-mismatch).
  // Arabic's one and two forms once spelled the number out in words, and failed.
  it.each(LANGUAGES)(
    'in %s the accessible name contains the unread count shown',
    async (language) => {
      await setLanguage(language);
      for (const unread of [1, 2, 3, 11, 100]) {
        render(
          <MockedProvider cache={createCache()} mocks={[]}>
            <NotificationsButton unread={unread} />
          </MockedProvider>,
        );
        const button = screen.getByRole('button');
        const shown = button.querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? '';
        expect(shown, `${language} ${unread}`).not.toBe('');
        expect(button.getAttribute('aria-label'), `${language} ${unread}`).toContain(shown);
        cleanup();
      }
    },
  );

  describe('its popover', () => {
    const renderBell = () => {
      render(
        <MockedProvider cache={createCache()} mocks={[]}>
          <NotificationsButton unread={2} />
        </MockedProvider>,
      );
      return screen.getByRole('button', { name: /^Notifications/ });
    };

    it('opens a dialog named Notifications with focus inside; the bell closes it again', async () => {
      const user = userEvent.setup({ delay: null });
      const bell = renderBell();
      expect(bell.getAttribute('aria-expanded')).toBe('false');
      await user.click(bell);
      const dialog = screen.getByRole('dialog', { name: 'Notifications' });
      expect(bell.getAttribute('aria-expanded')).toBe('true');
      expect(dialog.getAttribute('popover')).toBe('auto');
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.click(bell);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(bell);
    });

    it('closes when the browser hides it (Escape, a click outside), focus back on the bell', async () => {
      const user = userEvent.setup({ delay: null });
      const bell = renderBell();
      await user.click(bell);
      const dialog = screen.getByRole('dialog', { name: 'Notifications' });
      // What the browser fires once it has hidden the popover on its own.
      act(() => {
        dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(bell);
    });
  });
});
