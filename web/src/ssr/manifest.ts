// Reading Vite's build manifest (dist/.vite/manifest.json): what a chunk needs before it runs.
// Used by the server render (the page's stylesheets and scripts in its first HTML) and by
// scripts/budgets.ts (first-load sizes per route). Plain TypeScript: node runs it as it is.

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
