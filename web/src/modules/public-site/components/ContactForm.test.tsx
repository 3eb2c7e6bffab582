import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendContactMessageDocument } from '../../../generated/public/public-site.js';
import { i18n, initI18n } from '../../../i18n/i18n.js';
import { mockGraphQLFetch } from '../../../test/graphqlFetch.js';
import { ContactForm } from './ContactForm.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactForm during an outage', () => {
  it('says the service is unavailable for a moment, not that the connection failed', async () => {
    const user = userEvent.setup({ delay: null });
    // The gateway's answer to any request while PostgreSQL or Redis is down.
    mockGraphQLFetch([
      {
        query: SendContactMessageDocument,
        status: 503,
        result: {
          errors: [
            {
              message: 'The service is temporarily unavailable.',
              extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
            },
          ],
        },
      },
    ]);
    render(<ContactForm heading="Write to us" />, { wrapper: MemoryRouter });
    await user.type(screen.getByLabelText(/Your name/), 'Amina Yusuf');
    await user.type(screen.getByLabelText(/Your e-mail/), 'amina@example.org');
    await user.type(screen.getByLabelText(/Subject/), 'Board meeting');
    await user.type(screen.getByLabelText(/Message/), 'Could the board receive a delegation?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(i18n.t('common.serviceUnavailable'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('publicSite.sendFailed'))).toBeNull();
  });
});

describe('ContactForm checks', () => {
  it('shows every message on an attempt to send, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = mockGraphQLFetch([]);
    render(<ContactForm heading="Write to us" />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(i18n.t('contact.errors.name'))).toBeTruthy();
    expect(screen.getByText(i18n.t('contact.errors.message'))).toBeTruthy();
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(requests).not.toHaveBeenCalled();
  });

  it("shows a field's message when it is left, and takes it away as the value is typed right", async () => {
    const user = userEvent.setup({ delay: null });
    mockGraphQLFetch([]);
    render(<ContactForm heading="Write to us" />, { wrapper: MemoryRouter });
    const name = screen.getByLabelText(/Your name/);
    await user.type(name, 'A');
    // Quiet while typing.
    expect(screen.queryByText(i18n.t('contact.errors.name'))).toBeNull();
    await user.tab();
    expect(await screen.findByText(i18n.t('contact.errors.name'))).toBeTruthy();
    await user.type(name, 'mina');
    expect(screen.queryByText(i18n.t('contact.errors.name'))).toBeNull();
    // A field left untouched says nothing.
    await user.click(screen.getByLabelText(/Subject/));
    await user.tab();
    expect(screen.queryByText(i18n.t('contact.errors.subject'))).toBeNull();
  });
});
