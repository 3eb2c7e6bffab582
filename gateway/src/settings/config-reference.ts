// The configuration reference (docs/configuration.md) as the schema declares it: one table per
// section, one row per variable. Written by scripts/write-config-reference.ts; `npm run check`
// fails when the committed page differs.
import { ENVIRONMENT, type Variable } from './environment.js';

export const REFERENCE_START =
  '<!-- generated from gateway/src/settings/environment.ts by `npm run generate`: do not edit -->';
export const REFERENCE_END = '<!-- end of the generated reference -->';

export function configReference(): string {
  const sections = new Map<string, string[]>();
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [string, Variable][]) {
    const rows = sections.get(variable.section) ?? [];
    rows.push(
      `| \`${name}\` | ${variable.usedBy.join(', ')} | ${meaningOf(variable)} | ${defaultOf(variable)} |`,
    );
    sections.set(variable.section, rows);
  }
  const tables = [...sections].map(([section, rows]) =>
    [
      `## ${section}`,
      '',
      '| Variable | Used by | Meaning | Default |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
  return `${REFERENCE_START}\n\n${tables.join('\n\n')}\n\n${REFERENCE_END}`;
}

/** `page` with its generated part replaced by the reference of today's schema. */
export function withConfigReference(page: string): string {
  const start = page.indexOf(REFERENCE_START);
  const end = page.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error('docs/configuration.md has lost its markers');
  return page.slice(0, start) + configReference() + page.slice(end + REFERENCE_END.length);
}

function meaningOf(variable: Variable): string {
  const schema = variable.schema as { type?: string; minimum?: number; maximum?: number };
  const bounds = schema.type === 'integer' ? ` (${schema.minimum} to ${schema.maximum})` : '';
  const whenUsed = variable.lenient ? '; *read when used*: out of bounds, the default' : '';
  return `${variable.meaning}${bounds}${whenUsed}`.replace(/\|/g, '\\|');
}

function defaultOf(variable: Variable): string {
  if (variable.shownDefault) return variable.shownDefault;
  const fallback = (variable.schema as { default?: unknown }).default;
  if (fallback === undefined) return 'unset';
  if (fallback === '') return 'empty';
  return `\`${String(fallback)}\``;
}
