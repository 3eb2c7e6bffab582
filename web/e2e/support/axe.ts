import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's source, the copy @axe-core/playwright itself injects (resolved from that package,
 * so the two can never differ).
 */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * axe-core's rules whose own impact is minor or moderate: axe gives every finding of such a rule
 * that impact, whatever its checks say, so they can never report what the tests fail on. Not
 * running them saves a fifth of a scan. Checked against the axe-core in use on every scan.
 */
const BELOW_SERIOUS = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    axe?: {
      _audit: { rules: { id: string; impact?: string | null }[] };
      configure(spec: Record<string, unknown>): void;
      run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
    };
  }
}

/**
 * axe in the page's document, injected on its first scan only. AxeBuilder's legacy mode sends
 * and runs axe's whole source (about 550 KB) twice per scan, through the test process, the
 * browser server and Chromium; a document scanned again (a dialog, a tab, a search) reuses it.
 * Configured as AxeBuilder configures it.
 */
async function axeInPage(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof window.axe?.run === 'function')) return;
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(() =>
    window.axe?.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/** axe's violations: run in the page itself, with the options and context AxeBuilder passes. */
async function violationsOf(page: Page, include?: string): Promise<AxeViolation[]> {
  const options = {
    resultTypes: ['violations' as const],
    rules: Object.fromEntries(BELOW_SERIOUS.map((rule) => [rule, { enabled: false }])),
  };
  const context = { exclude: [], include: include ? [include] : [] };
  // A page with frames: AxeBuilder, which injects axe into each of them (the app has none).
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).setLegacyMode().options(options);
    if (include) builder.include(include);
    return (await builder.analyze()).violations;
  }
  await axeInPage(page);
  const { violations } = await page.evaluate(
    ({ context, options }) => {
      if (!window.axe) throw new Error('axe was not injected');
      return window.axe.run(context, options);
    },
    { context, options },
  );
  return violations;
}

/**
 * axe's serious and critical findings on a page (or within `include`), each naming where it was
 * found, its rule and its elements; an empty list is a pass. Only violations are collected: the
 * passes and the inapplicable rules, which nothing reads, would cost most of a scan's time.
 * axe runs in the page itself (its "legacy" mode): the default mode finishes each scan in a new
 * blank page with a second copy of axe, which tripled a scan's time, for frames the app has not.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<string[]> {
  const violations = await violationsOf(page, include);
  const skippedButSerious = await page.evaluate(
    (skipped) =>
      (window.axe?._audit.rules ?? [])
        .filter((rule) => skipped.includes(rule.id))
        .filter((rule) => rule.impact !== 'minor' && rule.impact !== 'moderate')
        .map((rule) => rule.id),
    BELOW_SERIOUS,
  );
  if (skippedButSerious.length > 0) {
    throw new Error(`axe.ts: ${skippedButSerious.join(', ')} can report serious findings now`);
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${where}: ${violation.id} (${violation.impact}) at ${targets}`;
    });
}
