import { type ApolloClient, HttpLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n.js';
import { createApolloClient } from '../../../lib/apollo.js';
import { ContactForm } from './ContactForm.js';

beforeAll(async () => {
  await initI18n();
});

/** A client whose every request gets the gateway's answer while PostgreSQL or Redis is down. */
function clientDuringOutage(): ApolloClient {
  const body = JSON.stringify({
    errors: [
      {
        message: 'The service is temporarily unavailable.',
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
      },
    ],
  });
  return createApolloClient(
    new HttpLink({
      uri: 'http://localhost/graphql',
      fetch: async () =>
        new Response(body, {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
        }),
    }),
  );
}

describe('ContactForm during an outage', () => {
  it('says the service is unavailable for a moment, not that the connection failed', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ApolloProvider client={clientDuringOutage()}>
        <ContactForm heading="Write to us" />
      </ApolloProvider>,
    );
    await user.type(screen.getByLabelText(/Your name/), 'Amina Yusuf');
    await user.type(screen.getByLabelText(/Your e-mail/), 'amina@example.org');
    await user.type(screen.getByLabelText(/Subject/), 'Board meeting');
    await user.type(screen.getByLabelText(/Message/), 'Could the board receive a delegation?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(i18n.t('common.serviceUnavailable'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('publicSite.sendFailed'))).toBeNull();
  });
});
