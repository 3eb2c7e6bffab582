import type { FieldErrors } from '../errors/domain-error.js';
import { isEmail } from '../errors/input-checks.js';

export const EMAIL_MAX_LENGTH = 254;

/** Trims `value`; records a problem under `field` when it is required and empty, or too long. */
export function text(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  { required, min = 1, max }: { required: boolean; min?: number; max: number },
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length === 0) {
    if (required) problems[field] = 'is required';
    return null;
  }
  if (trimmed.length < min || trimmed.length > max) {
    problems[field] = `must be ${min} to ${max} characters long`;
  }
  return trimmed;
}

export function email(problems: FieldErrors, field: string, value: string | null | undefined) {
  const trimmed = (value ?? '').trim().toLowerCase();
  if (trimmed.length === 0) problems[field] = 'is required';
  else if (trimmed.length > EMAIL_MAX_LENGTH || !isEmail(trimmed)) {
    problems[field] = 'must be a valid e-mail address';
  }
  return trimmed;
}

/** The honeypot: a field people never see, so only robots fill it in. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}
