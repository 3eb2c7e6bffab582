// npm run import-graph (and a step of npm run check): the gateway's and the web's layers by
// folder (scripts/lib/layers.ts). Exits 1 on an upward folder edge past the limit, a folder
// cycle, an import past a feature's index.ts, a folder without a layer, or a worker import of
// the gateway past a feature's worker.ts (or exports/, settings/config).
//
//   npm run import-graph               one line per tree, and what fails
//   npm run import-graph -- --list     also every upward edge's imports
//   npm run import-graph -- --root DIR measure another copy of the repository (the test's)
import {
  analyseLayers,
  GATEWAY_LAYERS,
  layerViolations,
  REPOSITORY_ROOT,
  WEB_LAYERS,
  workerImportsPastEntries,
} from './lib/layers.ts';

const rootFlag = process.argv.indexOf('--root');
const repository = rootFlag > 0 ? (process.argv[rootFlag + 1] ?? '') : REPOSITORY_ROOT;
const listAll = process.argv.includes('--list');
let failed = false;
for (const layering of [GATEWAY_LAYERS, WEB_LAYERS]) {
  const report = analyseLayers(repository, layering);
  const problems = layerViolations(report, layering);
  failed ||= problems.length > 0;
  console.log(
    `${problems.length > 0 ? '✘' : '✔'} ${report.root}: ${report.files} files in ` +
      `${report.folders} folders, ${report.folderEdges} folder edges; ` +
      `${report.upward.length} upward (limit ${layering.maxUpward}), ` +
      `${report.cycles.length} folder cycles (limit 0), ` +
      `${report.internals.length} imports past a feature's index.ts (limit 0)`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  if (listAll) {
    for (const { edge, imports } of report.upward) {
      console.log(`  upward ${edge}:\n    ${imports.join('\n    ')}`);
    }
  }
}
const pastEntries = workerImportsPastEntries(repository);
failed ||= pastEntries.length > 0;
console.log(
  `${pastEntries.length > 0 ? '✘' : '✔'} worker/src: ${pastEntries.length} imports of the ` +
    "gateway past a feature's worker.ts, exports/ and settings/config (limit 0)",
);
for (const line of pastEntries) console.log(`  ${line}`);
process.exit(failed ? 1 : 0);
