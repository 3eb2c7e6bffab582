import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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

declare global {
  interface Window {
    axe?: { _audit: { rules: { id: string; impact?: string | null }[] } };
  }
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
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .disableRules(BELOW_SERIOUS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
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
