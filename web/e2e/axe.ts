import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on a page (or within `include`), each naming where it was
 * found, its rule and its elements; an empty list is a pass. Only violations are collected: the
 * passes and the inapplicable rules, which nothing reads, would cost most of a scan's time.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${where}: ${violation.id} (${violation.impact}) at ${targets}`;
    });
}
