import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';
import { reconcileDataExports } from '../documents/reconcile-data-exports.js';
import { reconcileDocumentScans } from '../documents/reconcile-scans.js';
import { reconcileEvents } from '../events/reconcile-events.js';
import { reconcileAccountMails } from '../mail/reconcile-account-mails.js';
import { reconcileConsultations } from '../mail/reconcile-consultations.js';
import { reconcileNoticeMails } from '../mail/reconcile-notice-mails.js';
import { reconcileDecisionsStep } from '../moderation/reconcile.js';
import { reconcilePublications } from '../publishing/reconcile-publications.js';
import { reconcileWebhooks } from '../webhooks/reconcile-webhooks.js';
import type { ReconcileStep } from './reconcile-step.js';
import { reconcileSubmissions } from './reconcile-submissions.js';

/**
 * What the sweep reconciles, each from its record in PostgreSQL. A feature whose promises live
 * in a table adds its step here.
 */
export const RECONCILE_STEPS: readonly ReconcileStep[] = [
  reconcileDecisionsStep,
  reconcileSubmissions,
  reconcilePublications,
  reconcileDocumentScans,
  reconcileWebhooks,
  reconcileEvents,
  reconcileAccountMails,
  reconcileConsultations,
  reconcileNoticeMails,
  reconcileDataExports,
];

/**
 * Reconciles PostgreSQL with Redis, at worker start, after Redis came back empty, and every
 * SUBMISSIONS_SWEEP_MS: whatever PostgreSQL holds as promised but not done gets its job again,
 * whatever happened to the previous one (never enqueued, lost, failed for good). Each step runs
 * even when another fails; the sweep fails afterwards, naming them.
 */
export default defineJob(JobName.SubmissionsSweep, async ({ reason }, context) => {
  const results: Record<string, Record<string, number>> = {};
  const failures: string[] = [];
  for (const step of RECONCILE_STEPS) {
    try {
      results[step.name] = await step.run(context);
    } catch (error) {
      failures.push(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const requeued = Object.values(results).reduce((sum, counts) => sum + (counts.requeued ?? 0), 0);
  if (requeued > 0 || failures.length > 0) {
    context.log.info({ reason, ...results, failures }, 'sweep');
  }
  if (failures.length > 0) throw new Error(`Sweep steps failed: ${failures.join('; ')}`);
  return results;
});
