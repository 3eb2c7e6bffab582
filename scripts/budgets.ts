// npm run budgets: the first-load size of every route of the built web app (npm run build -w web),
// read from Vite's manifest: the entry with everything it imports statically, the entry's CSS,
// and the route's page chunk with its own imports and CSS; gzip sizes (what a browser
// downloads). Fails when a route is over its budget (issues 12 and 25): 120 KiB for the public
// pages, 200 KiB for the members' pages (with Apollo Client). What main.tsx fetches before the
// first render counts too: on a page the gateway did not render (a member's), the GraphQL
// client and the members' shell parts and the English catalog sections of the shell, the
// members' shell and the page (the files web/build/catalogPlugin.ts writes); on a rendered page
// that uses GraphQL, the client. A rendered page's sections come inside its HTML (not counted
// here); other languages' when chosen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENTRY_GROUP, MEMBERS_GROUP, pageGroupName } from '../web/src/i18n/catalogGroups.ts';
import {
  ENTRY_KEY,
  GRAPHQL_SESSION_MODULES,
  type Manifest,
  MEMBER_START_MODULES,
  pageFiles,
  staticClosure,
} from '../web/src/ssr/manifest.ts';
import { repoRoot } from './steps.ts';

const KIB = 1024;
export const PUBLIC_BUDGET_KIB = 120;
export const MEMBERS_BUDGET_KIB = 200;

interface RouteEntry {
  pattern: string;
  access: 'public' | 'guest' | 'member' | 'staff' | 'admin';
  module: string;
  lean: boolean;
  rendered: boolean;
}

/** The language of a first load without a language chosen. */
const FIRST_LANGUAGE = 'en';

const webDist = join(repoRoot, 'web', 'dist');
const manifestFile = join(webDist, '.vite', 'manifest.json');
const serverEntry = join(repoRoot, 'web', 'dist-server', 'entry-server.js');
if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
  console.error('✘ web app not built: run npm run build -w web');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
// A module renamed in the app but not here, or an entry chunk merged away by the build's
// chunking (web/vite.config.ts), would be counted as nothing.
for (const key of [ENTRY_KEY, ...MEMBER_START_MODULES]) {
  if (!manifest[key]) {
    console.error(
      `✘ ${key} is not in the build manifest (web/src/ssr/manifest.ts, web/vite.config.ts)`,
    );
    process.exit(1);
  }
}
// The route table is the app's own (web/src/app/routes.tsx), read from the server build.
const { routeTable } = (await import(pathToFileURL(serverEntry).href)) as {
  routeTable(): RouteEntry[];
};

const gzipSizes = new Map<string, number>();
/** The gzip size of a built file: its .gz copy when the build wrote one, else compressed here. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const path = join(webDist, file);
    size = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path)).length;
    gzipSizes.set(file, size);
  }
  return size;
}

// The catalogs' folder of the build (assets/catalogs-<hash>/), one file per language and group.
const catalogFolder = readdirSync(join(webDist, 'assets')).find((name) =>
  name.startsWith('catalogs-'),
);
if (!catalogFolder) {
  console.error('✘ no catalog sections in the build (web/build/catalogPlugin.ts)');
  process.exit(1);
}
/** A group of catalog sections in the first language, as a file of the build. */
const catalogFile = (group: string) => `assets/${catalogFolder}/${FIRST_LANGUAGE}/${group}.json`;

const sum = (files: readonly string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kib = (bytes: number) => (bytes / KIB).toFixed(1).padStart(6);

const entry = staticClosure(manifest, ENTRY_KEY);
const entryJs = sum(entry.js);
const entryCss = sum(entry.css);
console.log(`Entry: ${kib(entryJs)} KiB JS + ${kib(entryCss)} KiB CSS (gzip), on every page.`);
console.log('Largest entry chunks:');
for (const file of [...entry.js, ...entry.css]
  .sort((a, b) => gzipSize(b) - gzipSize(a))
  .slice(0, 8)) {
  console.log(`  ${kib(gzipSize(file))} KiB  ${file}`);
}

console.log(
  `\n${'Route'.padEnd(34)}${'Access'.padEnd(8)}${'JS'.padStart(9)}${'CSS'.padStart(9)}${'Msgs'.padStart(9)}${'Total'.padStart(9)}  Budget`,
);
let over = 0;
for (const route of routeTable()) {
  const extra = route.rendered ? (route.lean ? [] : GRAPHQL_SESSION_MODULES) : MEMBER_START_MODULES;
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of [route.module, ...extra]) {
    const files = pageFiles(manifest, key);
    for (const file of files.js) js.add(file);
    for (const file of files.css) css.add(file);
  }
  // Sections fetched: none on a rendered page (they are in its HTML).
  const catalog = route.rendered
    ? []
    : [ENTRY_GROUP, MEMBERS_GROUP, pageGroupName(route.module)].map(catalogFile);
  const jsSize = entryJs + sum([...js]);
  const cssSize = entryCss + sum([...css]);
  const catalogSize = sum(catalog);
  const total = jsSize + cssSize + catalogSize;
  const publicPage = route.access === 'public' || route.access === 'guest';
  const budget = (publicPage ? PUBLIC_BUDGET_KIB : MEMBERS_BUDGET_KIB) * KIB;
  const ok = total <= budget;
  if (!ok) over += 1;
  console.log(
    `${route.pattern.padEnd(34)}${route.access.padEnd(8)}${kib(jsSize)}${kib(cssSize)}${kib(catalogSize)}${kib(total)}  ${ok ? '✔' : '✘'} ≤ ${budget / KIB} KiB`,
  );
}
if (over > 0) {
  console.error(`\n✘ ${over} route(s) over budget (KiB of gzip, first load).`);
  process.exit(1);
}
console.log('\n✔ every route within its first-load budget');
