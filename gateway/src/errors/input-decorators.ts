import { IsNotEmpty, ValidateBy, type ValidationOptions } from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PROBLEM, isEmail } from './input-checks.js';

// class-validator decorators for the rules that GraphQL input types check before a resolver
// runs, built on the same checks (and wordings) as the services' input-checks.ts, so that a rule
// reads the same whichever entry point refused it.

/** The field must be given: "is required" for an empty string, null or undefined. */
export function Required(options: ValidationOptions = {}): PropertyDecorator {
  return IsNotEmpty({ message: 'is required', ...options });
}

/** An e-mail address as every form checks it (input-checks' isEmail, at most 254 characters). */
export function IsEmailAddress(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && isEmail(value),
        defaultMessage: () => EMAIL_PROBLEM,
      },
    },
    options,
  );
}
