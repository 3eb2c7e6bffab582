import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files vitest has no timing of yet (a fresh clone) take their time from test-timings.json, the
// committed seconds of measured runs (`npm test -- --record-timings` rewrites it from a run). Files in neither
// are ranked by size times how much of their time a file of their project spends waiting on
// processes it starts: the worker's fault tests wait a minute for BullMQ to give a killed
// worker's job to another.
const WEIGHT: Record<string, number> = { worker: 20, e2e: 10, gateway: 1, web: 1 };
/**
 * Seconds per weighted byte of test file, to rank an unmeasured file beside the measured ones:
 * about what the committed timings show for files of the gateway and of the browser tests.
 */
const SECONDS_PER_WEIGHTED_BYTE = 1 / 500;

const ROOT = new URL('./', import.meta.url).pathname;

function committedTimings(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(`${ROOT}test-timings.json`, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Each project's files together, longest first; the projects whose files wait most (WEIGHT)
 * first, so that their waits overlap the busy browser tests beside them (scripts/test.ts) and
 * the run ends on work the freed cores finish fast. Together, because with `isolate: false`
 * (vitest.workers.ts) a worker slot keeps one project's modules loaded from file to file: ranked
 * by time alone across projects, the files alternated between projects and each change started
 * another worker that loaded its project again (the unit and integration tests: 160 s and 230 s
 * of CPU that way, 109 s and 130 s grouped).
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const committed = committedTimings();
    const keyed = await Promise.all(
      files.map(async (spec) => {
        const result = cache.getTestSpecificationResult(spec);
        if (result) return { spec, failed: result.failed, seconds: result.duration / 1000 };
        const measured = committed[relative(ROOT, spec.moduleId)];
        if (measured !== undefined) return { spec, failed: false, seconds: measured };
        const { size } = await stat(spec.moduleId);
        const weighted = size * (WEIGHT[spec.project.name] ?? 1);
        return { spec, failed: false, seconds: weighted * SECONDS_PER_WEIGHTED_BYTE };
      }),
    );
    const waits = ({ spec }: (typeof keyed)[number]) => WEIGHT[spec.project.name] ?? 1;
    const projectOf = ({ spec }: (typeof keyed)[number]) => spec.project.name;
    return keyed
      .sort(
        (a, b) =>
          Number(b.failed) - Number(a.failed) ||
          waits(b) - waits(a) ||
          projectOf(a).localeCompare(projectOf(b)) ||
          b.seconds - a.seconds,
      )
      .map(({ spec }) => spec);
  }
}
