// Reading Vite's build manifest (dist/.vite/manifest.json): what a chunk needs before it runs.
// Used by the server render (the page's stylesheets and scripts in its first HTML) and by
// scripts/budgets.ts (first-load sizes per route, against their budgets). Plain TypeScript:
// node runs it as it is, so it imports nothing.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the app's entry (index.html's module script). */
export const ENTRY_KEY = 'index.html';

/**
 * What main.tsx fetches before the first render of a page that needs the members' GraphQL
 * session (app/WithGraphQL.tsx), and of a members' page (app/memberShell.tsx adds the shell's
 * members-only parts), besides the entry and the page: their build manifest keys.
 */
export const GRAPHQL_SESSION_MODULES: readonly string[] = ['src/app/members/GraphQLSession.tsx'];
export const MEMBER_START_MODULES: readonly string[] = [
  ...GRAPHQL_SESSION_MODULES,
  'src/app/members/MemberParts.tsx',
];

export interface ChunkFiles {
  /** Script files, the chunk's own first. */
  js: string[];
  /** Stylesheets, each after those of the chunks it imports. */
  css: string[];
}

/** A chunk's files and those of everything it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string): ChunkFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || seen.has(current)) return;
    seen.add(current);
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    // After its imports', as Vite orders them: a page's rules override the parts it composes.
    for (const file of chunk.css ?? []) css.add(file);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** What a page's chunk adds to the entry's: the files to fetch to show it. */
export function pageFiles(manifest: Manifest, pageKey: string): ChunkFiles {
  const entry = staticClosure(manifest, ENTRY_KEY);
  const page = staticClosure(manifest, pageKey);
  return {
    js: page.js.filter((file) => !entry.js.includes(file)),
    css: page.css.filter((file) => !entry.css.includes(file)),
  };
}

/**
 * The stylesheets a page links beyond the entry's (which index.html links): those of the chunks
 * of `modules` (the page and what main.tsx fetches with it, `firstLoadModules`), in the order
 * Vite would insert them, so that a page's rules come after the shared parts' they compose.
 */
export function pageStylesheets(manifest: Manifest, modules: readonly string[]): string[] {
  const css = new Set<string>();
  for (const key of modules) for (const file of pageFiles(manifest, key).css) css.add(file);
  return [...css];
}

/**
 * The modules main.tsx fetches before a page's first render, the page's own last: on a page the
 * gateway does not render without a session (a member's) the members' start, on a rendered page
 * that sends GraphQL the session, on a lean rendered page the page alone.
 */
export function firstLoadModules(route: Pick<BudgetRoute, 'module' | 'lean' | 'rendered'>) {
  const extra = route.rendered ? (route.lean ? [] : GRAPHQL_SESSION_MODULES) : MEMBER_START_MODULES;
  return [...extra, route.module];
}

/** First-load budgets in KiB of gzip (issues 12 and 25): the members' pages carry Apollo Client. */
export const PUBLIC_BUDGET_KIB = 120;
export const MEMBERS_BUDGET_KIB = 200;

/** A route as the app's route table (app/routes.tsx `routeTable`) describes it. */
export interface BudgetRoute {
  pattern: string;
  access: 'public' | 'guest' | 'member' | 'staff' | 'admin';
  module: string;
  /** A rendered page that sends no GraphQL (no members' session). */
  lean: boolean;
  /** The gateway renders it (its catalog sections come inside its HTML). */
  rendered: boolean;
}

/** A route's first load in bytes of gzip, against its budget. */
export interface FirstLoad {
  route: BudgetRoute;
  js: number;
  css: number;
  /** The catalog sections fetched before the first render (none on a rendered page). */
  messages: number;
  total: number;
  budget: number;
  over: boolean;
}

/**
 * Every route's first load: the entry with its static imports and stylesheets; the page's chunk
 * with its imports and each of their stylesheets (vite.config.ts splits the CSS by chunk); on a rendered page using GraphQL the members' session, on a page the gateway
 * does not render (a member's) the members' start modules and the catalog files `catalogFiles`
 * names for it. `gzipSize` gives a built file's size.
 */
export function firstLoads(
  manifest: Manifest,
  routes: readonly BudgetRoute[],
  gzipSize: (file: string) => number,
  catalogFiles: (route: BudgetRoute) => string[],
): FirstLoad[] {
  const sum = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) total += gzipSize(file);
    return total;
  };
  const entry = staticClosure(manifest, ENTRY_KEY);
  const entryJs = sum(entry.js);
  const entryCss = sum(entry.css);
  return routes.map((route) => {
    const modules = firstLoadModules(route);
    const js = new Set<string>();
    for (const key of modules) for (const file of pageFiles(manifest, key).js) js.add(file);
    const css = pageStylesheets(manifest, modules);
    const messages = route.rendered ? 0 : sum(catalogFiles(route));
    const jsSize = entryJs + sum(js);
    const cssSize = entryCss + sum(css);
    const total = jsSize + cssSize + messages;
    const publicPage = route.access === 'public' || route.access === 'guest';
    const budget = (publicPage ? PUBLIC_BUDGET_KIB : MEMBERS_BUDGET_KIB) * 1024;
    return { route, js: jsSize, css: cssSize, messages, total, budget, over: total > budget };
  });
}
