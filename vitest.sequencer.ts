import { stat } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files of unknown duration (a fresh clone has no timings yet) are ranked by size times how much
// of their time a file of their project spends waiting on processes it starts: the worker's
// fault tests wait a minute for BullMQ to give a killed worker's job to another.
const WEIGHT: Record<string, number> = { worker: 20, e2e: 10, gateway: 1, web: 1 };

/**
 * The longest files first, whatever their project: vitest's own order runs the projects one after
 * another, so a slow file of the last project (the worker's fault tests) would start when every
 * other slot is already idle and alone make the run a minute longer.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const keyed = await Promise.all(
      files.map(async (spec) => {
        const result = cache.getTestSpecificationResult(spec);
        if (result) return { spec, failed: result.failed, known: true, rank: result.duration };
        const { size } = await stat(spec.moduleId);
        return { spec, failed: false, known: false, rank: size * (WEIGHT[spec.project.name] ?? 1) };
      }),
    );
    return keyed
      .sort(
        (a, b) =>
          Number(b.failed) - Number(a.failed) ||
          Number(a.known) - Number(b.known) ||
          b.rank - a.rank,
      )
      .map(({ spec }) => spec);
  }
}
