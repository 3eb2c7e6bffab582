// npm run check: types, lint and format, the layers, and drift of every generated contract
// (the emitted GraphQL schema, the web's generated hooks, the migrations against the entities,
// the Kysely tables derived from the entities against the migrated database).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PUBLIC_OPERATIONS } from '../codegen.ts';
import { resolveServices } from './lib/services.ts';
import { repoRoot, type StepResult, step, summary } from './steps.ts';

const GENERATED = [
  'schema/schema.graphql',
  'web/src/generated/graphql.ts',
  'web/src/generated/gql.ts',
  // The public pages' operations, one module per feature (codegen.ts).
  ...Object.keys(PUBLIC_OPERATIONS).map((feature) => `web/src/generated/public/${feature}.ts`),
  'examples/integrator/src/generated/graphql.ts',
  'examples/integrator/src/generated/gql.ts',
  // The configuration reference, from the schema of the environment.
  'docs/configuration.md',
];

function snapshot(): Map<string, string> {
  return new Map(GENERATED.map((file) => [file, readFileSync(`${repoRoot}${file}`, 'utf8')]));
}

const results: StepResult[] = [];
const build = process.argv.includes('--no-build')
  ? null
  : await step('build server packages', 'npm run build -w schema -w gateway -w worker');
if (build) results.push(build);

/**
 * On two cores, TypeScript's parallel checkers duplicate work (each resolves the types the
 * files it checks share) without finishing sooner: one checker took 40% less CPU on every
 * project (the gateway's 12.2 -> 6.8 s), which npm test's tests beside the check get instead.
 */
const tsc = availableParallelism() <= 2 ? 'tsc --singleThreaded' : 'tsc';

// The server packages in one program (tsconfig.server.json, the options of each package's own):
// the worker imports the gateway's sources, which a program of its own checked a second time
// (schema, gateway and worker apart 16.2 CPU-s, together 9.5).
results.push(await step('types: schema, gateway, worker', `${tsc} -p tsconfig.server.json`));
results.push(await step('types: web', `${tsc} -p web/tsconfig.json --noEmit`));
results.push(await step('types: scripts', `${tsc} -p scripts/tsconfig.json`));
results.push(await step('types: browser tests', `${tsc} -p web/e2e/tsconfig.json`));
results.push(
  await step('types: example integrator', `${tsc} -p examples/integrator/tsconfig.json`),
);
results.push(await step('lint and format', 'biome check .'));
results.push(await step('design tokens', 'node scripts/check-design-tokens.ts'));
// No folder imports one of a higher layer, no folders in a cycle (docs/ARCHITECTURE.md#layers).
results.push(await step('layers by folder', 'node scripts/import-graph.ts'));

const before = snapshot();
results.push(await step('emit GraphQL schema', 'node gateway/dist/scripts/emit-schema.js'));
results.push(
  await step(
    'write the configuration reference',
    'node gateway/dist/scripts/write-config-reference.js',
  ),
);
results.push(await step('generate web hooks', 'graphql-codegen --config codegen.ts --silent'));
results.push(
  await step(
    'generate the example integrator types',
    'cd examples/integrator && graphql-codegen --config codegen.ts --silent',
  ),
);
const after = snapshot();
const stale = GENERATED.filter((file) => before.get(file) !== after.get(file));
results.push({ name: 'generated files up to date', seconds: 0, ok: stale.length === 0 });
if (stale.length > 0) {
  console.error(
    `\n✘ Stale generated files (now regenerated; review and commit them):\n  ${stale.join('\n  ')}`,
  );
}

const services = await resolveServices({ databaseName: 'portal_check', log: () => {} });
results.push(
  await step('migrations match entities', 'node gateway/dist/scripts/check-migrations.js', {
    ...process.env,
    DATABASE_URL: services.databaseUrl,
  }),
);
results.push(
  await step(
    'Kysely tables match the migrated database',
    'node gateway/dist/scripts/check-tables.js',
    { ...process.env, DATABASE_URL: services.databaseUrl },
  ),
);
await services.stop();

summary(results);
process.exit(results.every((result) => result.ok) ? 0 : 1);
