import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyseLayers,
  GATEWAY_LAYERS,
  layerViolations,
  REPOSITORY_ROOT,
  WEB_LAYERS,
} from '../../scripts/lib/layers.js';

const IMPORT_GRAPH = join(REPOSITORY_ROOT, 'scripts', 'import-graph.ts');

/** npm run check's step: the script's exit code and what it printed. */
async function runCheck(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [IMPORT_GRAPH, '--root', root]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: `${failure.stdout}${failure.stderr}` };
  }
}

describe('the layers by folder (npm run check)', () => {
  let scratch: string;
  const gatewaySource = () => join(scratch, 'gateway', 'src');

  // A copy of the source trees, which each test changes and puts back.
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'portal-layers-'));
    for (const tree of ['gateway/src', 'web/src', 'worker/src']) {
      await cp(join(REPOSITORY_ROOT, tree), join(scratch, tree), { recursive: true });
    }
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('hold in the real trees', async () => {
    for (const layering of [GATEWAY_LAYERS, WEB_LAYERS]) {
      expect(layerViolations(analyseLayers(REPOSITORY_ROOT, layering), layering)).toEqual([]);
    }
    expect((await runCheck(REPOSITORY_ROOT)).code).toBe(0);
  });

  it('fail on a folder that imports one above it, and on the cycle it closes', async () => {
    const tables = join(gatewaySource(), 'db', 'tables.ts');
    await appendFile(tables, "\nexport { NewsItem } from '../modules/news/index.js';\n");
    const report = analyseLayers(scratch, GATEWAY_LAYERS);
    expect(report.upward.map(({ edge }) => edge)).toEqual(['db → modules/news']);
    expect(
      report.cycles.some((cycle) => cycle.includes('db') && cycle.includes('modules/news')),
    ).toBe(true);
    const check = await runCheck(scratch);
    expect(check.code).toBe(1);
    expect(check.output).toContain('db → modules/news (db/tables.ts → modules/news/index.ts)');
    expect(check.output).toContain('folder cycle: ');
    await cp(join(REPOSITORY_ROOT, 'gateway/src/db/tables.ts'), tables);
    expect((await runCheck(scratch)).code).toBe(0);
  });

  it("fail on an import past a feature's index.ts, also a subfolder's index.ts", async () => {
    const service = join(gatewaySource(), 'modules', 'contact', 'contact.service.ts');
    const dtoIndex = join(gatewaySource(), 'modules', 'news', 'dto', 'index.ts');
    await writeFile(dtoIndex, "export { NewsItemType } from './news-item.type.js';\n");
    await appendFile(
      service,
      "\nexport { NewsItem } from '../news/news-item.entity.js';\n" +
        "export { NewsItemType } from '../news/dto/index.js';\n",
    );
    const check = await runCheck(scratch);
    expect(check.output).toContain(
      "past a feature's index.ts: modules/contact/contact.service.ts → modules/news/news-item.entity.ts",
    );
    expect(check.output).toContain(
      "past a feature's index.ts: modules/contact/contact.service.ts → modules/news/dto/index.ts",
    );
    expect(check.code).toBe(1);
    await cp(join(REPOSITORY_ROOT, 'gateway/src/modules/contact/contact.service.ts'), service);
    await rm(dtoIndex);
  });

  it("fail on a worker import of the gateway past a feature's worker.ts", async () => {
    const job = join(scratch, 'worker', 'src', 'jobs', 'stats', 'recount.job.ts');
    await appendFile(
      job,
      "\nexport { NewsService } from '@portal/gateway/modules/news/news.service';\n",
    );
    const check = await runCheck(scratch);
    expect(check.output).toContain(
      'worker/src/jobs/stats/recount.job.ts → @portal/gateway/modules/news/news.service',
    );
    expect(check.code).toBe(1);
    await cp(join(REPOSITORY_ROOT, 'worker/src/jobs/stats/recount.job.ts'), job);
    expect((await runCheck(scratch)).code).toBe(0);
  });

  it('fail on a folder that has no layer', async () => {
    const folder = join(gatewaySource(), 'helpers');
    await mkdir(folder);
    await writeFile(join(folder, 'clock.ts'), 'export const now = () => new Date();\n');
    const check = await runCheck(scratch);
    expect(check.output).toContain('folder without a layer: helpers');
    expect(check.code).toBe(1);
    await rm(folder, { recursive: true });
  });
});
