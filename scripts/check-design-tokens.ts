// Design rules a linter does not know: no literal colour or size outside the one theme contract,
// and no physical (left/right) CSS property in styles, so that right-to-left layouts work.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/processes.ts';

const ROOT = join(repoRoot, 'web/src');
const EXEMPT = [/^theme\//, /^generated\//, /\.test\.tsx?$/];

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'literal colour (use a theme token)', pattern: /#[0-9a-fA-F]{3,8}\b|\b(rgb|hsl)a?\(/ },
  {
    name: 'literal size (use a theme token)',
    pattern: /['"`][^'"`]*\b\d+(\.\d+)?(px|rem|em|vh|vw)\b/,
  },
  {
    name: 'physical CSS property (use the logical one)',
    pattern:
      /\b(margin|padding|border)(Left|Right)\b|^\s*(left|right):|textAlign:\s*['"](left|right)['"]/,
  },
];

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

const problems: string[] = [];
for (const file of files(ROOT)) {
  const name = relative(ROOT, file);
  if (EXEMPT.some((pattern) => pattern.test(name))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trimStart().startsWith('//')) return;
      for (const rule of RULES) {
        if (rule.pattern.test(line))
          problems.push(`web/src/${name}:${index + 1}: ${rule.name}\n    ${line.trim()}`);
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Design tokens: no literal colour or size, no physical property outside the theme.');
