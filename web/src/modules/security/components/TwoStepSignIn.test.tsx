import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmMfaEnrolmentDocument,
  MfaStatusDocument,
  MySessionsDocument,
  StartMfaEnrolmentDocument,
} from '../../../generated/graphql.js';
import { initI18n } from '../../../i18n/i18n.js';
import { createCache } from '../../../lib/apollo.js';
import { TwoStepSignIn } from './TwoStepSignIn.js';

beforeAll(async () => {
  await initI18n();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = 'otpauth://totp/Portal:member%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Portal';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${index}${index}`);

const status = (enabled: boolean, left: number): MockLink.MockedResponse => ({
  request: { query: MfaStatusDocument },
  result: {
    data: {
      mfaStatus: { __typename: 'MfaStatus', enabled, required: false, recoveryCodesLeft: left },
    },
  },
});

const mocks: MockLink.MockedResponse[] = [
  status(false, 0),
  {
    request: { query: StartMfaEnrolmentDocument },
    result: {
      data: {
        startMfaEnrolment: { __typename: 'MfaEnrolment', secret: SECRET, otpauthUri: OTPAUTH },
      },
    },
  },
  {
    request: { query: ConfirmMfaEnrolmentDocument, variables: { input: { code: '123456' } } },
    result: {
      data: {
        confirmMfaEnrolment: {
          __typename: 'MfaRecoveryCodes',
          recoveryCodes: CODES,
          viewer: { __typename: 'Viewer', id: 'v1', mfaEnabled: true, mfaEnrolmentRequired: false },
        },
      },
    },
  },
  status(true, 10),
  { request: { query: MySessionsDocument }, result: { data: { mySessions: [] } } },
];

describe('TwoStepSignIn', () => {
  it('offers the QR code, a link to the app and the grouped key, confirms with a code, then shows the recovery codes once', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MockedProvider cache={createCache()} mocks={mocks}>
        <TwoStepSignIn />
      </MockedProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    // Drawn inline (the CSP refuses data: images): an SVG of the code's dark modules.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z){100,}$/);
    // The code field has the focus: the next thing to type is the app's code.
    const codeField = screen.getByLabelText(/Code from the app/);
    expect(document.activeElement).toBe(codeField);
    // On the phone itself: the link opens the authenticator app, the key reads in fours.
    const open = screen.getByRole('link', { name: 'Open in my authenticator app' });
    expect(open.getAttribute('href')).toBe(OTPAUTH);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await screen.findByText('Copied.');
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // "Required" only after an attempt without a code.
    expect(screen.queryByText('Required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText('Required');

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    const download = screen.getByRole('link', { name: 'Download codes' });
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    await screen.findByText('Two-step sign-in is on. Unused recovery codes: 10.');
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
  }, 30_000);
});
