import type { FieldErrors } from '../errors/domain-error.js';
import { checkEmail, checkLength, checkRequired } from '../errors/input-checks.js';

/** Trims `value`; records a problem under `field` when it is required and empty, or too long. */
export function text(
  problems: FieldErrors,
  field: string,
  value: string | null | undefined,
  { required, min = 1, max }: { required: boolean; min?: number; max: number },
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length === 0) {
    if (required) checkRequired(problems, field, trimmed);
    return null;
  }
  checkLength(problems, field, trimmed, { min, max });
  return trimmed;
}

/** Trims and lower-cases `value`; records a problem when it is empty or not an address. */
export function email(problems: FieldErrors, field: string, value: string | null | undefined) {
  const trimmed = (value ?? '').trim().toLowerCase();
  if (checkRequired(problems, field, trimmed)) checkEmail(problems, field, trimmed);
  return trimmed;
}

/** The honeypot: a field people never see, so only robots fill it in. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}
