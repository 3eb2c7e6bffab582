// The demo accounts the browser tests act as (gateway/src/seed/demo-accounts.ts), and their
// sign-in through the REST API, second step included.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { totpCodeAfter } from '../../../gateway/src/test/totp-code.ts';

export type Role = 'member' | 'moderator' | 'admin';
/** The option each project sets (playwright.config.ts): whose session its pages have. */
export interface RoleOption {
  role: Role | undefined;
}

export const ROLES: readonly Role[] = ['member', 'moderator', 'admin'];

export const DEMO_PASSWORD = 'portal-demo-2026';
/** The demo staff's TOTP secret (gateway/src/seed/demo-accounts.ts; documented in README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const demoEmail = (role: Role): string => `${role}@example.org`;

/** Where the set-up project saved the session of `role` (a Playwright storage state). */
export function storageStatePath(stateDir: string, role: Role): string {
  return join(stateDir, `${role}.json`);
}

/**
 * The TOTP steps used per account, in `file`: each step signs an account in once, so a later
 * sign-in (of the same database, or of a copy of it) must take a later one.
 */
export class TotpSteps {
  constructor(private readonly file: string) {}

  private read(): Record<string, number> {
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, number>;
    } catch {
      return {};
    }
  }

  /** The next code of `secret` for `email` (see totpCodeAfter); a third within 30 s waits. */
  async next(email: string, secret: string): Promise<string> {
    const used = this.read();
    const { code, step } = await totpCodeAfter(secret, used[email]);
    writeFileSync(this.file, JSON.stringify({ ...used, [email]: step }));
    return code;
  }

  /**
   * A slot's steps: at first a copy of the set-up's (its database copies the one they were used
   * on), then the slot's own, which its later workers go on with (its gateway remembers them).
   */
  static forSlot(stateDir: string, slot: number): TotpSteps {
    const file = `${stateDir}/totp-steps-s${slot}.json`;
    if (!existsSync(file)) {
      writeFileSync(file, JSON.stringify(new TotpSteps(`${stateDir}/totp-steps.json`).read()));
    }
    return new TotpSteps(file);
  }
}

/**
 * Signs `role` in on `request`'s gateway through the REST sign-in, with the staff's second step;
 * the session cookie stays in `request`.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  role: Role,
  steps: TotpSteps,
): Promise<void> {
  let response = await request.post('/api/session', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  if (response.status() === 202) {
    const secondStep = async () =>
      request.post('/api/session/mfa', {
        data: { code: await steps.next(demoEmail(role), DEMO_TOTP_SECRET) },
      });
    response = await secondStep();
    // A step used by a sign-in these steps did not see is refused; the next step then works.
    if (response.status() === 401) response = await secondStep();
  }
  if (!response.ok()) {
    throw new Error(`sign-in as ${role} failed: ${response.status()} ${await response.text()}`);
  }
}
