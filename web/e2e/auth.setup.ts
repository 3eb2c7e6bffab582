// The set-up project: signs each demo role in once, on a gateway running on the template database
// itself, and saves its session as a Playwright storage state. Every worker's database is a copy
// of the template made after this (fixtures.ts), so each role's session is valid on every
// worker's gateway, and no test file pays a sign-in (a staff one waits for a TOTP step).
import { test as setup } from '@playwright/test';
import { ROLES, signInThroughApi, storageStatePath, TotpSteps } from './support/accounts.ts';
import { startGateway, templateFromEnv } from './support/stack.ts';

setup('sign in as each role', async ({ playwright }, testInfo) => {
  setup.setTimeout(180_000);
  const template = templateFromEnv();
  const steps = new TotpSteps(`${template.stateDir}/totp-steps.json`);
  const { gateway, baseUrl } = await startGateway(
    template.database,
    template.files,
    testInfo.workerIndex,
  );
  try {
    for (const role of ROLES) {
      const request = await playwright.request.newContext({ baseURL: baseUrl });
      await signInThroughApi(request, role, steps);
      await request.storageState({ path: storageStatePath(template.stateDir, role) });
      await request.dispose();
    }
  } finally {
    // The template must have no connection left when the workers copy it.
    await gateway.stop();
  }
});
