// The gateway's and the web's layers, read from their imports by folder. Each folder of a source
// tree has one layer (below: the architecture we mean to have, bottom to top); an import from a
// folder to one of a higher layer is an upward edge, and folders that import each other, in any
// number of steps, form a cycle. Each folder of `modules/` (a feature) and of the web's `pages/`
// (a route's page) is one folder with its subfolders. Another folder imports a feature only
// through its index.ts (an entity also relates to another feature's entity file, and the
// composition above the features mounts each gateway feature's feature.ts and loads its
// entities). Tests,
// test helpers and generated files are left out: they may reach anywhere.
//
// Self-contained (node: imports only) so that the gateway's test of it (layers.test.ts) loads it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Layering {
  /** The source tree, relative to the repository. */
  root: string;
  /**
   * Each folder's layer, bottom to top: a folder of the tree's top (`.` for the files at its
   * root), a feature (`modules/users`) or every feature of a group (`modules/*`).
   */
  folders: [folder: string, layer: number, name: string][];
  /** At most this many folder-to-folder edges may point up. */
  maxUpward: number;
}

export interface LayerReport {
  root: string;
  files: number;
  folders: number;
  /** Distinct folder-to-folder imports. */
  folderEdges: number;
  /** `from → to` for each folder edge that points up, with the imports that make it. */
  upward: { edge: string; imports: string[] }[];
  /** Folders that import each other in a circle (strongly connected, more than one folder). */
  cycles: string[][];
  /** Imports of a feature's file other than its entries, from outside the feature. */
  internals: string[];
  /** Folders the layering does not place. */
  unplaced: string[];
}

/** The groups whose every subfolder is a feature: a folder of its own, with its subfolders. */
const FEATURE_GROUPS = ['modules', 'pages'];
const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.test\.tsx?|\.measure\.ts|\.d\.ts)$|(^|\/)(test|generated)\//;
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The folder a file (relative to the tree's root, `/`-separated) belongs to. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  const [top, feature] = parts;
  if (top && FEATURE_GROUPS.includes(top) && parts.length > 2) return `${top}/${feature}`;
  return top ?? '.';
}

function layerOf(folder: string, layering: Layering): { layer: number; name: string } | undefined {
  const exact = layering.folders.find(([name]) => name === folder);
  const group = layering.folders.find(([name]) => name === `${folder.split('/')[0]}/*`);
  const found = exact ?? (folder.includes('/') ? group : undefined);
  return found ? { layer: found[1], name: found[2] } : undefined;
}

/**
 * A feature's entries, at the top of its folder: index.ts (what other folders use); its
 * entities for another feature's entities (the relations: the schema is one graph, and an
 * entity loads no services) and for the composition above the features (the ORM); and its
 * feature.ts (routes and resolvers) for the composition.
 */
function isEntry(importer: string, file: string, importerLayer: number, featureLayer: number) {
  const name = file.slice(`${folderOf(file)}/`.length);
  if (/^index\.tsx?$/.test(name)) return true;
  const entity = /^[^/]+\.entity\.ts$/.test(name);
  if (entity && importer.startsWith('modules/') && importer.endsWith('.entity.ts')) return true;
  if (importerLayer <= featureLayer) return false;
  return name === 'feature.ts' || entity;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.join(posix.dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, base, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate));
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(nodes: string[], edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return found;
}

/** Reads the imports of `layering.root` below `repoRoot` and measures them against its layers. */
export function analyseLayers(repoRoot: string, layering: Layering): LayerReport {
  const rootPath = join(repoRoot, layering.root);
  const files = sourceFiles(rootPath)
    .map((path) => relative(rootPath, path).split(sep).join('/'))
    .filter((file) => !LEFT_OUT.test(file));
  const known = new Set(files);
  const folders = [...new Set(files.map(folderOf))].sort();
  const featureLayer = layerOf('modules/*', layering)?.layer ?? Number.NaN;
  const edges = new Map<string, Set<string>>();
  const upward = new Map<string, string[]>();
  const internals: string[] = [];
  for (const file of files) {
    const from = folderOf(file);
    const fromLayer = layerOf(from, layering)?.layer ?? Number.NaN;
    const text = readFileSync(join(rootPath, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier && resolveImport(file, specifier, known);
      if (!target) continue;
      const to = folderOf(target);
      if (to === from) continue;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(to);
      edges.set(from, targets);
      const toLayer = layerOf(to, layering)?.layer ?? Number.NaN;
      if (toLayer > fromLayer) {
        const edge = `${from} → ${to}`;
        upward.set(edge, [...(upward.get(edge) ?? []), `${file} → ${target}`]);
      }
      if (to.startsWith('modules/') && !isEntry(file, target, fromLayer, featureLayer)) {
        internals.push(`${file} → ${target}`);
      }
    }
  }
  return {
    root: layering.root,
    files: files.length,
    folders: folders.length,
    folderEdges: [...edges.values()].reduce((sum, targets) => sum + targets.size, 0),
    upward: [...upward].map(([edge, imports]) => ({ edge, imports })),
    cycles: cycles(folders, edges),
    internals,
    unplaced: folders.filter((folder) => layerOf(folder, layering) === undefined),
  };
}

/** What fails the check, one line each; empty when the tree keeps its layers. */
export function layerViolations(report: LayerReport, layering: Layering): string[] {
  const problems: string[] = [];
  if (report.upward.length > layering.maxUpward) {
    problems.push(
      `${report.upward.length} upward folder edges (limit ${layering.maxUpward}): ` +
        report.upward.map(({ edge, imports }) => `${edge} (${imports.join(', ')})`).join('; '),
    );
  }
  for (const cycle of report.cycles) problems.push(`folder cycle: ${cycle.join(' ↔ ')}`);
  for (const line of report.internals) problems.push(`past a feature's index.ts: ${line}`);
  for (const folder of report.unplaced) problems.push(`folder without a layer: ${folder}`);
  return problems;
}

/**
 * What the worker may import of the gateway (whose package exports its sources by one pattern,
 * `@portal/gateway/<path>`): a feature's worker.ts, which loads none of its GraphQL or HTTP
 * code, the ORM with the demo data (exports/) and the configuration.
 */
const WORKER_ENTRY = /^(modules\/[^/]+\/worker|exports\/[^/]+|settings\/config)$/;
const GATEWAY_SPECIFIER = /['"]@portal\/gateway\/([^'"]+)['"]/g;

/** The worker's imports of the gateway other than its entries (tests left out). */
export function workerImportsPastEntries(repoRoot: string): string[] {
  const rootPath = join(repoRoot, 'worker', 'src');
  return sourceFiles(rootPath)
    .map((path) => relative(rootPath, path).split(sep).join('/'))
    .filter((file) => !LEFT_OUT.test(file))
    .flatMap((file) =>
      [...readFileSync(join(rootPath, file), 'utf8').matchAll(GATEWAY_SPECIFIER)]
        .map((match) => match[1] ?? '')
        .filter((target) => !WORKER_ENTRY.test(target))
        .map((target) => `worker/src/${file} → @portal/gateway/${target}`),
    );
}

export const GATEWAY_LAYERS: Layering = {
  root: 'gateway/src',
  maxUpward: 0,
  folders: [
    // The values stored in enum-like columns (roles, statuses, kinds), the errors, the logger
    // and the secret box: what every layer may use.
    ['values', 0, 'foundation'],
    ['errors', 0, 'foundation'],
    ['logging', 0, 'foundation'],
    ['crypto', 0, 'foundation'],
    // The environment read once (config.ts), each setting's shape and default, the paths.
    ['settings', 1, 'configuration'],
    // The Kysely view of the tables (each feature declares its own beside its entities), the
    // migrations, the files, the mail, Redis and the producer of the worker's queues.
    ['db', 2, 'infrastructure'],
    ['storage', 2, 'infrastructure'],
    ['mail', 2, 'infrastructure'],
    ['redis', 2, 'infrastructure'],
    ['queues', 2, 'infrastructure'],
    // Accounts (users, their sessions, API tokens and MFA state) sit below the platform: http/
    // and graphql/ authenticate every request into one of them, and use nothing else of a feature.
    ['modules/users', 3, 'accounts'],
    ['http', 4, 'platform'],
    ['graphql', 5, 'platform'],
    // What several features do the same way (notify() a member, the ModeratedKind port, public
    // form checks, the Feature descriptor), so that they need not import each other for it.
    ['shared', 5, 'shared services'],
    ['modules/*', 6, 'features'],
    // The app: every feature mounted (features.ts), the GraphQL schema, Apollo, the websocket
    // server, the web app and its pages' data; MikroORM with every feature's entities.
    ['app', 7, 'composition'],
    ['orm', 7, 'composition'],
    ['seed', 8, 'composition'],
    // main.ts, the scripts and the worker's entry to the ORM and demo data (exports/db.ts).
    ['.', 9, 'entry'],
    ['scripts', 9, 'entry'],
    ['exports', 9, 'entry'],
  ],
};

export const WEB_LAYERS: Layering = {
  root: 'web/src',
  maxUpward: 0,
  folders: [
    ['theme', 0, 'foundation'],
    ['lib', 0, 'foundation'],
    ['i18n', 1, 'foundation'],
    ['ui', 2, 'shared ui'],
    // Route paths, who may open a route and a page's <head>: what features and pages share with
    // the app's route table, which they must not import.
    ['routing', 3, 'routing'],
    ['modules/*', 4, 'features'],
    ['pages/*', 5, 'pages'],
    // The router, the shell and the server-rendered page's state and asset manifest.
    ['app', 6, 'app'],
    ['ssr', 6, 'app'],
    // main.tsx and entry-server.tsx.
    ['.', 7, 'entry'],
  ],
};

/** The repository, two folders above this file. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
