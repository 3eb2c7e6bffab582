import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/i18n.js';
import { LANGUAGES } from '../../../i18n/languages.js';
import { MockedProvider } from '../../../lib/graphql/testing.js';
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
          <MockedProvider mocks={[]}>
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
});
