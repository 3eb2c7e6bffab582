import type { ValidationError } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { isDependencyOutage } from './dependency-outage.js';
import { badUserInput, DomainError, type FieldErrors, notFound } from './domain-error.js';
import { ErrorCode, httpStatusOf } from './error-code.js';
import { maxLengthProblem, minLengthProblem } from './input-checks.js';

/** What a client may see of an error, for both REST and GraphQL. */
export interface ClientError {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  /** Uploads: the refused file (REST only). */
  fileName?: string | null;
  /** A bug rather than a refused request: log it with its stack. */
  unexpected: boolean;
  /**
   * PostgreSQL or Redis was unreachable: worth a warning with its cause, not a stack per request
   * (an outage fails every request until it ends).
   */
  outage?: true;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Nothing was changed; please try again in a moment.';

/**
 * Seconds a client should wait before retrying a SERVICE_UNAVAILABLE answer (its Retry-After):
 * the drivers reconnect within about 2 s once PostgreSQL or Redis is back.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The one error mapping of the gateway. Known failures keep their own message; anything else
 * becomes a 500 with a generic message so that no internals (SQL, stack, paths) reach a client.
 */
export function toClientError(error: unknown): ClientError {
  if (error instanceof DomainError) return fromDomainError(error);
  if (error instanceof ArgumentValidationError) {
    return fromDomainError(badUserInput(fieldsOfClassValidator(error.extensions.validationErrors)));
  }
  if (isFastifyValidationError(error)) {
    return fromDomainError(badUserInput(fieldsOfAjv(error.validation, error.validationContext)));
  }
  if (isFastifyClientError(error)) return fromFastifyClientError(error);
  // PostgreSQL or Redis down is an outage to wait out, not a bug: 503 with Retry-After.
  if (isDependencyOutage(error)) {
    return {
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: SERVICE_UNAVAILABLE_MESSAGE,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
      unexpected: false,
      outage: true,
    };
  }
  return {
    status: 500,
    code: ErrorCode.INTERNAL_SERVER_ERROR,
    message: INTERNAL_ERROR_MESSAGE,
    unexpected: true,
  };
}

function fromDomainError(error: DomainError): ClientError {
  // Every 503 tells when to retry, whichever service refused.
  const retryAfterSeconds =
    error.details.retryAfterSeconds ??
    (error.code === ErrorCode.SERVICE_UNAVAILABLE ? OUTAGE_RETRY_AFTER_SECONDS : undefined);
  return {
    status: httpStatusOf(error.code),
    code: error.code,
    message: error.message,
    ...error.details,
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    unexpected: false,
  };
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

interface FastifyValidationError {
  validation: AjvIssue[];
  validationContext?: string;
}

function isFastifyValidationError(error: unknown): error is FastifyValidationError {
  return (
    error instanceof Error && Array.isArray((error as Partial<FastifyValidationError>).validation)
  );
}

function fieldsOfAjv(issues: readonly AjvIssue[], context = 'body'): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
    if (typeof missing === 'string') {
      fields[[...path, missing].join('.')] = 'is required';
    } else {
      fields[path.length > 0 ? path.join('.') : context] = problemOfAjv(issue);
    }
  }
  return fields;
}

/**
 * A schema's refusal in the words the services use for the same rule (input-checks.ts), so that
 * a field reads alike whichever side checked it; other rules keep Ajv's wording.
 */
function problemOfAjv(issue: AjvIssue): string {
  const limit = issue.params.limit;
  if (issue.keyword === 'maxLength') return maxLengthProblem(Number(limit));
  if (issue.keyword === 'minLength') return minLengthProblem(Number(limit));
  return issue.message ?? 'is invalid';
}

function fieldsOfClassValidator(errors: readonly ValidationError[], parent = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const [firstProblem] = Object.values(error.constraints ?? {});
    if (firstProblem !== undefined) {
      // class-validator messages start with the property name ("email must be an email").
      fields[path] = firstProblem.startsWith(`${error.property} `)
        ? firstProblem.slice(error.property.length + 1)
        : firstProblem;
    }
    Object.assign(fields, fieldsOfClassValidator(error.children ?? [], path));
  }
  return fields;
}

interface FastifyClientError {
  code: string;
  statusCode: number;
  message: string;
}

/** Fastify's own 4xx errors (FST_*) describe the request, never the server, so they may be shown. */
function isFastifyClientError(error: unknown): error is FastifyClientError {
  if (!(error instanceof Error)) return false;
  const { code, statusCode } = error as Partial<FastifyClientError>;
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

function fromFastifyClientError(error: FastifyClientError): ClientError {
  if (error.statusCode === 404) return fromDomainError(notFound());
  const bodyProblem = JSON_BODY_PROBLEMS[error.code];
  if (bodyProblem) return fromDomainError(badUserInput({ body: bodyProblem }));
  return {
    status: error.statusCode,
    code: ErrorCode.BAD_USER_INPUT,
    message: error.message,
    unexpected: false,
  };
}

const JSON_BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'is empty but content-type is application/json',
};

/** What the logs keep of an outage: the cause's own words, without a stack. */
export function outageCause(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
