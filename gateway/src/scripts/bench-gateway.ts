// The gateway with some protections left out, for the bench's measure of what each one costs
// (scripts/bench/stages.ts). BENCH_WITHOUT: a comma-separated list of OPTIONAL_STAGES. Never run
// in production.
import 'reflect-metadata';
import { OPTIONAL_STAGES, type OptionalStage } from '../app/optional-stages.js';
import { serve } from '../app/serve.js';

const named = (process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean);
const unknown = named.filter((name) => !(OPTIONAL_STAGES as readonly string[]).includes(name));
if (unknown.length > 0) {
  throw new Error(`BENCH_WITHOUT names no stage: ${unknown.join(', ')} (${OPTIONAL_STAGES})`);
}
await serve(new Set(named as OptionalStage[]));
