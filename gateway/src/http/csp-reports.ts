import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Type } from 'typebox';
import { badUserInput } from '../errors/domain-error.js';
import { NoContent } from './api-schema.js';
import { PublicFormLimiter } from './public-form-limiter.js';

export const CSP_REPORT_PATH = '/api/csp-reports';
/** The Reporting API group that the policy's `report-to` names (Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp';

/** Media types browsers send reports with: report-uri's, the Reporting API's, and plain JSON. */
export const CSP_REPORT_MEDIA_TYPES = [
  'application/csp-report',
  'application/reports+json',
  'application/json',
] as const;

// A report is a few hundred bytes; a batch of the Reporting API a few kilobytes.
const BODY_LIMIT_BYTES = 32 * 1024;
const FIELD_MAX_LENGTH = 512;
// Enough for a page with a real problem (each blocked resource is one report), too few to flood
// the log from one address.
const REPORTS_PER_MINUTE = 60;

/** One violation as the log keeps it, whichever format the browser sent. */
export interface CspViolation {
  documentUrl: string | null;
  directive: string | null;
  blockedUrl: string | null;
  sourceFile: string | null;
  line: number | null;
  disposition: string | null;
}

/**
 * Where browsers report Content-Security-Policy violations (`report-uri` and `report-to` of the
 * policy, security-headers.ts). Each report becomes one structured log line
 * `{"event":"csp.violation",…}` at warn, so that an injected script the policy blocked, or a page
 * of the portal that the policy breaks, is seen by the operators. Anonymous (the browser sends no
 * credentials), limited per address, fields cut to 512 characters.
 */
export function registerCspReports(
  app: FastifyInstance,
  { redis, redisPrefix }: { redis: Redis; redisPrefix: string },
): void {
  const limiter = new PublicFormLimiter(redis, redisPrefix, 'csp-report', {
    max: REPORTS_PER_MINUTE,
    windowSeconds: 60,
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(badUserInput({ body: 'must be a JSON report' }), undefined);
        }
      },
    );
    scope.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: BODY_LIMIT_BYTES,
        config: { access: 'public', cspReport: true },
        schema: {
          summary: "A browser's Content-Security-Policy violation report",
          description:
            "The policy's report-uri and report-to: application/csp-report or " +
            'application/reports+json; logged, limited per address.',
          consumes: ['application/csp-report', 'application/reports+json'],
          body: Type.Unknown({ description: 'A report-uri body or a Reporting API batch.' }),
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        const violations = violationsOf(request.body);
        if (violations.length === 0) throw badUserInput({ body: 'must be a CSP violation report' });
        await limiter.take(request.ip);
        for (const violation of violations) {
          request.log.warn(
            { event: 'csp.violation', ip: request.ip, ...violation },
            'csp violation',
          );
        }
        return reply.code(204).send();
      },
    );
  });
}

/** The violations of a report-uri body (`{"csp-report":{…}}`) or a Reporting API batch. */
export function violationsOf(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((report) => isRecord(report) && report.type === 'csp-violation')
      .map((report) => {
        const inner = isRecord(report.body) ? report.body : {};
        return {
          documentUrl: text(inner.documentURL ?? report.url),
          directive: text(inner.effectiveDirective),
          blockedUrl: text(inner.blockedURL),
          sourceFile: text(inner.sourceFile),
          line: count(inner.lineNumber),
          disposition: text(inner.disposition),
        };
      });
  }
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        documentUrl: text(report['document-uri']),
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blockedUrl: text(report['blocked-uri']),
        sourceFile: text(report['source-file']),
        line: count(report['line-number']),
        disposition: text(report.disposition),
      },
    ];
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH) : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
