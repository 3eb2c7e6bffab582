// npm run first-paint: what a visitor on a phone meets between the first paint and the moment
// the app's script has attached. For each page, on a 390 px phone, once as it is and once with a
// 4x slower CPU and a 1.6 Mbit/s, 150 ms network: when the first heading is on screen, when the
// script has attached (React's root on #root), and whether a tap (or typing) made the moment the
// heading shows takes effect, and when. A page usable from its first paint keeps every such tap.
// Runs on a stack of its own (a gateway and a worker on a fresh, seeded database, loopback only)
// serving the built web app. Not part of npm test.
//   --no-build   use the existing builds (npm run build)
import { createHash } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, testChromiumPath } from '../web/e2e/support/chromium.ts';
import { DEMO_PASSWORD, MEMBER_EMAIL, startOwnGateway } from './lib/own-gateway.ts';
import { type ManagedChild, startChild } from './lib/processes.ts';
import { step } from './steps.ts';

/** The whole run is bounded: a hung browser must not hang the machine. */
const RUN_LIMIT_MS = 10 * 60_000;
/** How long a tap may take to show its effect before it counts as lost. */
const EFFECT_LIMIT_MS = 20_000;

interface Condition {
  name: string;
  cpuSlowdown: number;
  /** Network emulation (Chrome DevTools Protocol), none for the machine's loopback. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const CONDITIONS: readonly Condition[] = [
  { name: 'phone', cpuSlowdown: 1 },
  {
    name: 'slow phone',
    cpuSlowdown: 4,
    // 1.6 Mbit/s down, 750 kbit/s up, 150 ms: Lighthouse's slow 4G.
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
  },
];

interface Scenario {
  path: string;
  /** What the visitor does the moment the heading shows. */
  act: string;
  run(page: Page): Promise<void>;
  /** Resolves once the act has visibly taken effect. */
  effect(page: Page): Promise<unknown>;
}

const SCENARIOS: readonly Scenario[] = [
  {
    path: '/login',
    act: 'types e-mail and password, presses Sign in',
    async run(page) {
      await page.getByLabel('E-mail', { exact: false }).first().fill(MEMBER_EMAIL);
      await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    effect: (page) => page.waitForURL((url) => url.pathname === '/', { timeout: EFFECT_LIMIT_MS }),
  },
  {
    path: '/',
    act: 'taps the menu',
    async run(page) {
      await page
        .getByRole('button', { name: 'Menu' })
        .or(page.getByRole('link', { name: 'Menu' }))
        .first()
        .click();
    },
    effect: (page) =>
      page
        .getByRole('navigation')
        .getByRole('link', { name: 'About' })
        .first()
        .waitFor({ state: 'visible', timeout: EFFECT_LIMIT_MS }),
  },
  {
    path: '/public-lawyers',
    act: 'taps "Request a consultation"',
    async run(page) {
      await page
        .getByRole('link', { name: 'Request a consultation' })
        .or(page.getByRole('button', { name: 'Request a consultation' }))
        .first()
        .click();
    },
    effect: (page) =>
      page
        .getByRole('textbox', { name: /name/i })
        .first()
        .waitFor({ state: 'visible', timeout: EFFECT_LIMIT_MS }),
  },
  {
    path: '/leadership',
    act: 'taps "Contact Leadership"',
    async run(page) {
      await page
        .getByRole('link', { name: 'Contact Leadership' })
        .or(page.getByRole('button', { name: 'Contact Leadership' }))
        .first()
        .click();
    },
    effect: (page) =>
      page
        .locator('#contact')
        .getByRole('textbox')
        .first()
        .waitFor({ state: 'visible', timeout: EFFECT_LIMIT_MS }),
  },
];

interface Row {
  path: string;
  condition: string;
  act: string;
  heading: number;
  attached: number | undefined;
  effect: number | undefined;
}

const args = process.argv.slice(2);
const deadline = setTimeout(() => {
  console.error(`✘ npm run first-paint took more than ${RUN_LIMIT_MS / 60_000} minutes`);
  process.exit(1);
}, RUN_LIMIT_MS);
deadline.unref();

if (!args.includes('--no-build')) {
  const built = await step('build', 'npm run build');
  if (!built.ok) process.exit(1);
}

const clone = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
const gateway = await startOwnGateway({
  databaseName: `portal_first_paint_${clone}`,
  redisPrefix: `first_paint_${clone}`,
});
const worker: ManagedChild = startChild('worker', process.execPath, ['worker/dist/main.js'], {
  env: gateway.env,
});
let browser: Browser | undefined;
let failed = false;
try {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_FLAGS });
  const rows: Row[] = [];
  for (const condition of CONDITIONS) {
    for (const scenario of SCENARIOS) {
      rows.push(await measure(browser, condition, scenario));
      console.log(`  measured ${scenario.path} (${condition.name})`);
    }
  }
  failed = report(rows);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await browser?.close();
  await worker.stop(10_000);
  await gateway.stop();
}
process.exit(failed ? 1 : 0);

async function measure(browser: Browser, condition: Condition, scenario: Scenario): Promise<Row> {
  // Two loads: one watched until the script has attached (an act that leaves the page would cut
  // that watch short), one where the visitor acts the moment the heading shows.
  const watched = await load(browser, condition, scenario.path, async (page, since) => {
    await page.waitForFunction(
      // A function, not a string: the page's CSP refuses eval. Run in the page, whose DOM this
      // script's types do not describe.
      () => {
        const root = (
          globalThis as unknown as { document: { getElementById(id: string): object | null } }
        ).document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { timeout: EFFECT_LIMIT_MS, polling: 20 },
    );
    return since();
  }).catch(() => undefined);
  const acted = await load(browser, condition, scenario.path, async (page, since) => {
    try {
      await scenario.run(page);
      await scenario.effect(page);
      return since();
    } catch {
      return undefined;
    }
  });
  return {
    path: scenario.path,
    condition: condition.name,
    act: scenario.act,
    heading: acted.heading,
    attached: watched?.result,
    effect: acted.result,
  };
}

/**
 * Loads `path` on a phone of `condition` in a fresh context, waits for the first heading, then
 * runs `then` with the time since the navigation started.
 */
async function load<T>(
  browser: Browser,
  condition: Condition,
  path: string,
  then: (page: Page, since: () => number) => Promise<T>,
): Promise<{ heading: number; result: T }> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
    if (condition.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        ...condition.network,
      });
    }
    const started = Date.now();
    const since = () => Date.now() - started;
    await page.goto(`${gateway.url}${path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    const heading = since();
    return { heading, result: await then(page, since) };
  } finally {
    await context.close();
  }
}

function seconds(ms: number | undefined): string {
  return ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
}

/** Prints the table; true when a tap made at the first paint was lost. */
function report(rows: readonly Row[]): boolean {
  console.log(
    '\n| Page | Condition | First heading | Script attached | Act at first paint | Took effect |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| \`${row.path}\` | ${row.condition} | ${seconds(row.heading)} | ${seconds(row.attached)} | ${row.act} | ${row.effect === undefined ? '**lost**' : seconds(row.effect)} |`,
    );
  }
  const lost = rows.filter((row) => row.effect === undefined);
  for (const row of lost) console.error(`✘ ${row.path} (${row.condition}): the act was lost`);
  return lost.length > 0;
}
