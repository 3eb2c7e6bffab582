// Which catalog sections each part of the app uses, read from its source at build time: the
// message catalogs stay one file per language (translators edit those), and each page carries
// or fetches only the sections its code names (issue 12). Used by the Vite plugin
// (catalogPlugin.ts) and scripts/budgets.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type Messages, SPLIT_SECTION, sectionsOf } from '../src/i18n/catalogGroups.ts';

export {
  ENTRY_GROUP,
  MEMBERS_GROUP,
  type Messages,
  pageGroupName,
  trimCatalog,
} from '../src/i18n/catalogGroups.ts';

/** Entry points of the scan, relative to web/. */
const ENTRY_MODULE = 'src/main.tsx';
const MEMBERS_MODULE = 'src/app/members/MemberParts.tsx';
const PAGES_DIRECTORY = 'src/pages';
const PAGE_FILE = /Page\.tsx$/;

/** What the scan found: each group's sections, sorted. */
export interface CatalogGroups {
  /** The shell (main.tsx and what it imports, lazy parts included), on every page. */
  entry: string[];
  /** The members' shell (members/MemberParts), beyond the entry's. */
  members: string[];
  /** Each page module (`src/pages/about/AboutPage.tsx`, its build manifest key): its own. */
  pages: Record<string, string[]>;
}

/**
 * Reads the app's source from `webRoot` and the sections `catalog` has: for each group, the
 * sections whose keys its modules name (a string starting with `section.`, which also covers
 * keys made at run time from a literal prefix: `pages.events.answer.${answer}`).
 */
export function scanCatalogGroups(webRoot: string, catalog: Messages): CatalogGroups {
  const sections = new Set(sectionsOf(catalog));
  const scanner = new SourceScanner(webRoot, sections);
  const pageModules = listPages(join(webRoot, PAGES_DIRECTORY)).map((file) =>
    relative(webRoot, file).split('\\').join('/'),
  );
  // The entry reaches the pages only through import.meta.glob, which is not followed, and the
  // members' shell through a lazy import: that is a group of its own.
  const entry = scanner.sectionsFrom(
    join(webRoot, ENTRY_MODULE),
    new Set([join(webRoot, MEMBERS_MODULE)]),
  );
  const beyondEntry = (found: Set<string>) => [...found].filter((s) => !entry.has(s)).sort();
  const members = beyondEntry(scanner.sectionsFrom(join(webRoot, MEMBERS_MODULE)));
  const pages: Record<string, string[]> = {};
  for (const module of pageModules) {
    pages[module] = beyondEntry(scanner.sectionsFrom(join(webRoot, module)));
  }
  return { entry: [...entry].sort(), members, pages };
}

function listPages(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(directory, entry.name))
        .filter((file) => PAGE_FILE.test(file))
        .map((file) => join(directory, entry.name, file)),
    )
    .sort();
}

// `import … from '…'`, `export … from '…'` and `import '…'`, with what they name; a type-only one
// (`import type`, `export type`) has no run-time code and is not followed.
const STATIC_IMPORT =
  /(?:^|[;\s])(import|export)\s+(type\s+)?(?:([^'";]*?)\s*from\s*)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
// A re-export (`export { a, b as c } from './x.js'`, `export * from …`): a barrel has only these.
const RE_EXPORT =
  /export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g;
// A string that starts like a key: a word, then a dot or its end (`'pages.events'`).
const KEY_LIKE = /['"`]([A-Za-z][\w]*)(?:\.([A-Za-z][\w]*))?(\.|\$\{|['"`])/g;
const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

/** What an import takes from a module: some of its exports by name, or all of it. */
type Names = ReadonlySet<string> | 'all';

interface Edge {
  file: string;
  names: Names;
  /** For a re-export, the names it gives, by the name the importer uses (`b` of `a as b`). */
  gives?: ReadonlyMap<string, string> | 'all';
}

interface Parsed {
  edges: Edge[];
  sections: Set<string>;
  /** Only re-exports (a feature's index.ts): an import of it follows only what it names. */
  barrel: boolean;
}

/**
 * Follows the app's imports from a module and notes the sections its strings name. A module's
 * whole import tree would put every feature's messages on the pages that use one part of it
 * through its index.ts: through such a barrel, only the modules of the names imported are
 * followed (as the bundler's tree-shaking keeps only those).
 */
class SourceScanner {
  private readonly files = new Map<string, Parsed>();
  private readonly webRoot: string;
  private readonly sections: ReadonlySet<string>;

  constructor(webRoot: string, sections: ReadonlySet<string>) {
    this.webRoot = webRoot;
    this.sections = sections;
  }

  /** The sections named by `start` and every module it imports, not crossing `stops`. */
  sectionsFrom(start: string, stops: ReadonlySet<string> = new Set()): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const queue: { file: string; names: Names }[] = [{ file: start, names: 'all' }];
    for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
      const { file, names } = item;
      if (stops.has(file)) continue;
      const parsed = this.read(file);
      if (!parsed.barrel) {
        if (seen.has(file)) continue;
        seen.add(file);
        for (const section of parsed.sections) found.add(section);
        for (const edge of parsed.edges) queue.push({ file: edge.file, names: edge.names });
        continue;
      }
      for (const edge of parsed.edges) {
        const wanted = barrelNames(edge, names);
        if (wanted === undefined) continue;
        const key = `${file}>${edge.file}:${wanted === 'all' ? '*' : [...wanted].join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ file: edge.file, names: wanted });
      }
    }
    return found;
  }

  private read(file: string): Parsed {
    let parsed = this.files.get(file);
    if (!parsed) {
      const source = stripComments(readFileSync(file, 'utf8'));
      parsed = {
        edges: this.edgesOf(file, source),
        sections: this.sectionsIn(source),
        barrel: source.replace(RE_EXPORT, '').trim() === '',
      };
      this.files.set(file, parsed);
    }
    return parsed;
  }

  private edgesOf(file: string, source: string): Edge[] {
    const edges: Edge[] = [];
    const add = (specifier: string | undefined, edge: Omit<Edge, 'file'>) => {
      if (!specifier?.startsWith('.')) return;
      const resolved = resolveSource(resolve(dirname(file), specifier));
      if (resolved?.startsWith(this.webRoot)) edges.push({ file: resolved, ...edge });
    };
    for (const [, keyword, typeOnly, clause, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      if (keyword === 'import') add(specifier, { names: importedNames(clause) });
      else {
        const gives = reExportedNames(clause);
        add(specifier, { names: gives === 'all' ? 'all' : new Set(gives.values()), gives });
      }
    }
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) add(specifier, { names: 'all' });
    return edges;
  }

  private sectionsIn(source: string): Set<string> {
    const found = new Set<string>();
    for (const [, top = '', child, after] of source.matchAll(KEY_LIKE)) {
      if (top === SPLIT_SECTION) {
        const section = `${SPLIT_SECTION}.${child}`;
        if (child !== undefined && this.sections.has(section)) found.add(section);
        // `pages.${name}`: any page's messages.
        else if (child === undefined && after !== "'" && after !== '"' && after !== '`') {
          for (const known of this.sections) {
            if (known.startsWith(`${SPLIT_SECTION}.`)) found.add(known);
          }
        }
        continue;
      }
      // A bare word (`'search'`) is not a key: a key has a dot after its section.
      const keyed = child !== undefined || after === '.' || after === '${';
      if (keyed && this.sections.has(top)) found.add(top);
    }
    return found;
  }
}

/** What an import clause takes: `{ a, b as c }` → a, b; a default or `* as ns` → all of it. */
function importedNames(clause: string | undefined): Names {
  const braces = clause?.match(/^\{([^}]*)\}$/);
  if (!braces) return 'all';
  return new Set(
    (braces[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? part),
  );
}

/** What a re-export gives, by exported name → the name in its module; `*` gives all. */
function reExportedNames(clause: string | undefined): ReadonlyMap<string, string> | 'all' {
  const braces = clause?.match(/^\{([^}]*)\}$/);
  if (!braces) return 'all';
  const gives = new Map<string, string>();
  for (const part of (braces[1] ?? '').split(',').map((text) => text.trim())) {
    if (part === '' || part.startsWith('type ')) continue;
    const [local = part, exported = local] = part.split(/\s+as\s+/);
    gives.set(exported, local);
  }
  return gives;
}

/** Through a barrel: the names of `edge`'s module that an import of `names` needs, if any. */
function barrelNames(edge: Edge, names: Names): Names | undefined {
  if (names === 'all' || edge.gives === undefined || edge.gives === 'all') return names;
  const needed = new Set<string>();
  for (const name of names) {
    const local = edge.gives.get(name);
    if (local !== undefined) needed.add(local);
  }
  return needed.size > 0 ? needed : undefined;
}

/** `./x.js` as the TypeScript file it names (`./x.tsx`, `./x.ts`, `./x/index.ts`). */
function resolveSource(path: string): string | undefined {
  const base = path.replace(/\.js$/, '');
  for (const candidate of [
    ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Comments name keys in prose (`the pages.events messages`): they are not code. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
