import type { TFunction } from 'i18next';
import { FORM_EXPIRED } from '../../lib/pageForm.js';

/** A refusal of a public form: the gateway's code and the names of the fields it refused. */
export interface Refusal {
  code: string | undefined;
  fields: string[];
  /** The gateway answered 503 (an outage), whatever the code. */
  unavailable?: boolean;
}

/**
 * What a public form shows for a refusal, whether its GraphQL call was refused or the gateway
 * rendered the page again after a post without the script: a message under each refused field
 * of the form, or one for the whole form.
 */
export function refusalView<F extends string>(
  refusal: Refusal,
  formFields: readonly F[],
  fieldMessage: (field: F) => string,
  t: TFunction,
): { errors: Partial<Record<F, string>>; failure: string | null } {
  const errors: Partial<Record<F, string>> = {};
  if (refusal.code === 'BAD_USER_INPUT' && refusal.fields.length > 0) {
    for (const field of refusal.fields) {
      if ((formFields as readonly string[]).includes(field)) {
        errors[field as F] = fieldMessage(field as F);
      }
    }
    return { errors, failure: null };
  }
  const failure =
    refusal.code === 'RATE_LIMITED'
      ? t('publicSite.rateLimited')
      : refusal.unavailable || refusal.code === 'SERVICE_UNAVAILABLE'
        ? t('common.serviceUnavailable')
        : refusal.code === FORM_EXPIRED
          ? t('publicSite.formExpired')
          : t('publicSite.sendFailed');
  return { errors, failure };
}
