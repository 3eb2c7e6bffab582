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

/** The app's one stylesheet (vite.config.ts: cssCodeSplit off), linked by index.html. */
export const STYLESHEET_KEY = 'style.css';

export interface ChunkFiles {
  /** Script files, the chunk's own first. */
  js: string[];
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
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  const stylesheet = manifest[STYLESHEET_KEY]?.file;
  if (key === ENTRY_KEY && stylesheet) css.add(stylesheet);
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
 * Every route's first load: the entry with its static imports and stylesheet; the page's chunk
 * with its imports; on a rendered page using GraphQL the members' session, on a page the gateway
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
    const extra = route.rendered
      ? route.lean
        ? []
        : GRAPHQL_SESSION_MODULES
      : MEMBER_START_MODULES;
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of [route.module, ...extra]) {
      const files = pageFiles(manifest, key);
      for (const file of files.js) js.add(file);
      for (const file of files.css) css.add(file);
    }
    const messages = route.rendered ? 0 : sum(catalogFiles(route));
    const jsSize = entryJs + sum(js);
    const cssSize = entryCss + sum(css);
    const total = jsSize + cssSize + messages;
    const publicPage = route.access === 'public' || route.access === 'guest';
    const budget = (publicPage ? PUBLIC_BUDGET_KIB : MEMBERS_BUDGET_KIB) * 1024;
    return { route, js: jsSize, css: cssSize, messages, total, budget, over: total > budget };
  });
}
