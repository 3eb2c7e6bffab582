// npm run import-graph: the gateway's and the web's structure, read from their imports.
// Each source file gets a layer from the declared map below (the architecture we mean to have,
// bottom to top); an import from a lower layer to a higher one is an upward edge. Features
// (gateway/src/modules/*, web/src/modules/*) share one layer and may use each other only through
// the other's index.ts (the gateway's composition, features.ts, mounts each one's feature.ts);
// two features that import each other, in any number of steps, form a feature cycle. Tests,
// test helpers and generated files are left out: they may reach anywhere.
//
//   npm run import-graph               report; exit 1 when a limit below is exceeded
//   npm run import-graph -- --list     also list every upward edge, internal import and cycle
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from './steps.ts';

interface Layering {
  root: string;
  /** Path prefixes (relative to root) and their layer; the longest matching prefix wins. */
  layers: [prefix: string, layer: number, name: string][];
  /** Files placed by their name rather than their folder; these win over `layers`. */
  patterns?: [pattern: RegExp, layer: number, name: string][];
  maxUpward: number;
}

const FEATURE_LAYER = 5;

const GATEWAY: Layering = {
  root: 'gateway/src',
  maxUpward: 0,
  // The entities are the schema: db/tables.ts derives the Kysely table types from them and every
  // feature queries through those, so they sit with the infrastructure, whichever feature folder
  // holds them. They may use values/ and each other, nothing of the features' code.
  patterns: [[/^modules\/[^/]+\/.*\.entit(y|ies)\.ts$/, 2, 'schema']],
  layers: [
    ['paths.ts', 0, 'foundation'],
    // The values stored in enum-like columns (roles, statuses, kinds): the tables (db/tables.ts),
    // the entities and several features share them, so they sit below all of these.
    ['values/', 0, 'foundation'],
    ['logger.ts', 0, 'foundation'],
    ['errors/', 0, 'foundation'],
    ['crypto/', 0, 'foundation'],
    ['config.ts', 1, 'configuration'],
    ['storage/storage-config.ts', 1, 'configuration'],
    // Each setting's shape and default (rate limits, timeouts, scanner), read by config.ts.
    ['settings/', 1, 'configuration'],
    ['db/', 2, 'infrastructure'],
    ['storage/', 2, 'infrastructure'],
    ['mail/', 2, 'infrastructure'],
    ['redis-connection.ts', 2, 'infrastructure'],
    // The producer side of the worker's queues (moderation, submissions, documents, events,
    // webhooks): several features enqueue through it.
    ['queues/', 2, 'infrastructure'],
    // Accounts (users, their sessions, API tokens and MFA state) sit below the platform: http/ and
    // graphql/ authenticate every request into one of them, and accounts use nothing of the
    // platform in return.
    ['modules/users/', 3, 'accounts'],
    ['http/', 4, 'platform'],
    ['graphql/', 4, 'platform'],
    // What several features do the same way (notify() a member, the ModeratedKind port, public
    // form checks, the Feature descriptor): below the features, so that they need not import
    // each other (or the notifications inbox, or moderation) for it.
    ['shared/', 4, 'shared services'],
    ['modules/', FEATURE_LAYER, 'features'],
    ['graphql/schema.ts', 6, 'composition'],
    ['graphql/apollo.ts', 6, 'composition'],
    // The websocket server of the schema, wired to the messages' live feed, and the data that
    // public pages render on the server (lawyers' pages): both assemble features and only app.ts
    // and http/web-app.ts use them.
    ['graphql/subscriptions.ts', 6, 'composition'],
    ['http/page-data.ts', 6, 'composition'],
    // MikroORM set up with every feature's entities (and the migration check that needs them).
    ['orm/', 6, 'composition'],
    ['http/web-app.ts', 6, 'composition'],
    ['features.ts', 6, 'composition'],
    ['seed/', 7, 'composition'],
    ['app.ts', 7, 'composition'],
    ['main.ts', 8, 'entry'],
    ['scripts/', 8, 'entry'],
    // The package's entry points for the worker and the scripts (package.json "exports").
    ['exports/', 8, 'entry'],
  ],
};

const WEB: Layering = {
  root: 'web/src',
  maxUpward: 0,
  layers: [
    ['generated/', 0, 'foundation'],
    ['theme/', 0, 'foundation'],
    ['lib/', 0, 'foundation'],
    ['i18n/', 1, 'foundation'],
    ['ui/', 2, 'shared ui'],
    // Route paths, who may open a route and a page's <head>: what features and pages share
    // with the app's route table, which they must not import.
    ['routing/', 3, 'routing'],
    ['modules/', FEATURE_LAYER, 'features'],
    ['pages/', 6, 'pages'],
    ['app/', 7, 'app'],
    // The server-rendered page's state and asset manifest: read by the app and the two entries.
    ['ssr/', 7, 'app'],
    ['main.tsx', 8, 'entry'],
    ['entry-server.tsx', 8, 'entry'],
  ],
};

const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.test\.tsx?|\.measure\.ts|\.d\.ts)$|(^|\/)(test|generated)\//;
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [
    `${base}.ts`,
    `${base}.tsx`,
    base,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

function layerOf(file: string, layering: Layering): { layer: number; name: string } {
  const byName = layering.patterns?.find(([pattern]) => pattern.test(file));
  if (byName) return { layer: byName[1], name: byName[2] };
  let best: [string, number, string] | undefined;
  for (const entry of layering.layers) {
    if (file.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? { layer: best[1], name: best[2] } : { layer: FEATURE_LAYER, name: 'unplaced' };
}

/** The feature a file belongs to (`modules/<name>/...`), if any. */
function featureOf(file: string): string | undefined {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match?.[1];
}

/**
 * A feature's public entries: index.ts (what other features use) and, in the gateway,
 * feature.ts (its routes and resolvers, which only the composition's features.ts mounts) and its
 * entities (the schema, which db/tables.ts, the ORM and other entities reference directly, so
 * that none of them loads the feature's services).
 */
function isFeatureEntry(file: string): boolean {
  return /^modules\/[^/]+\/((index\.tsx?|feature\.ts)|.*\.entit(y|ies)\.ts)$/.test(file);
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

interface Report {
  files: number;
  edges: number;
  upward: string[];
  internals: string[];
  fileCycles: string[][];
  featureCycles: string[][];
}

function analyse(layering: Layering): Report {
  const rootPath = join(repoRoot, layering.root);
  const files = sourceFiles(rootPath)
    .map((path) => relative(rootPath, path))
    .filter((file) => !LEFT_OUT.test(file));
  const known = new Set(files);
  const fileEdges = new Map<string, Set<string>>();
  const featureEdges = new Map<string, Set<string>>();
  const report: Report = {
    files: files.length,
    edges: 0,
    upward: [],
    internals: [],
    fileCycles: [],
    featureCycles: [],
  };
  for (const file of files) {
    const text = readFileSync(join(rootPath, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier && resolveImport(file, specifier, known);
      if (target && target !== file) targets.add(target);
    }
    fileEdges.set(file, targets);
    for (const target of targets) {
      report.edges += 1;
      const from = layerOf(file, layering);
      const to = layerOf(target, layering);
      if (to.layer > from.layer) {
        report.upward.push(`${file} (${from.name}) → ${target} (${to.name})`);
      }
      const fromFeature = featureOf(file);
      const toFeature = featureOf(target);
      if (toFeature && fromFeature !== toFeature) {
        if (fromFeature) {
          const set = featureEdges.get(fromFeature) ?? new Set<string>();
          set.add(toFeature);
          featureEdges.set(fromFeature, set);
        }
        if (!isFeatureEntry(target)) report.internals.push(`${file} → ${target}`);
      }
    }
  }
  report.fileCycles = cycles(files, fileEdges);
  report.featureCycles = cycles([...featureEdges.keys()], featureEdges);
  return report;
}

const listAll = process.argv.includes('--list');
let failed = false;
for (const layering of [GATEWAY, WEB]) {
  const report = analyse(layering);
  const over = report.upward.length > layering.maxUpward || report.fileCycles.length > 0;
  failed ||= over;
  console.log(
    `${over ? '✘' : '✔'} ${layering.root}: ${report.files} files, ${report.edges} imports; ` +
      `${report.upward.length} upward (limit ${layering.maxUpward}), ` +
      `${report.fileCycles.length} file cycles (limit 0), ` +
      `${report.featureCycles.length} feature cycles, ` +
      `${report.internals.length} imports of another feature's internals`,
  );
  if (listAll || over) {
    const section = (title: string, lines: string[]) => {
      if (lines.length > 0) console.log(`  ${title}:\n    ${lines.join('\n    ')}`);
    };
    section('upward', report.upward);
    section(
      'file cycles',
      report.fileCycles.map((cycle) => cycle.join(' ↔ ')),
    );
    if (listAll) {
      section(
        'feature cycles',
        report.featureCycles.map((cycle) => cycle.join(' ↔ ')),
      );
      section("another feature's internals", report.internals);
    }
  }
}
process.exit(failed ? 1 : 0);
