import { readSetting } from '@portal/gateway/settings/config';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';
import { applyDecisions } from './apply.job.js';

/**
 * Younger pending decisions are left to the wake-up job their call sent
 * (MODERATION_RECONCILE_AFTER_MS, default 3 s).
 */
export function reconcileAfterMs(env: NodeJS.ProcessEnv = process.env): number {
  return readSetting('MODERATION_RECONCILE_AFTER_MS', env);
}

/**
 * Called by the periodic sweep: applies the decisions still pending a few seconds after they
 * were recorded, whatever happened to their wake-up (Redis down when they were accepted, the job
 * lost with a Redis without persistence, failed for good, or stalled twice).
 */
export async function reconcileDecisions(context: JobContext): Promise<number> {
  const { applied, failed } = await applyDecisions(context, { olderThanMs: reconcileAfterMs() });
  if (applied.length > 0 || failed > 0) {
    context.log.info({ applied: applied.length, failed }, 'pending decisions reconciled');
  }
  return applied.length;
}

/** The sweep's step for decisions (see `RECONCILE_STEPS`). */
export const reconcileDecisionsStep: ReconcileStep = {
  name: 'decisions',
  run: async (context) => ({ applied: await reconcileDecisions(context) }),
};
