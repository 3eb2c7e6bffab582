// What the gateway tells a page about its forms (gateway http/page-forms.ts); read by
// lib/pageForm.tsx, carried in the page's data block (lib/serverData.tsx).

/** The hidden field of a page form's CSRF token (gateway http/page-forms.ts). */
export const CSRF_FIELD = '_csrf';
/** The hidden field naming the form on a page with several (gateway http/page-forms.ts). */
export const FORM_FIELD = '_form';
/** The gateway's code for a post whose CSRF token was missing or stale. */
export const FORM_EXPIRED = 'FORM_EXPIRED';

/**
 * A post the gateway refused, as it renders the page again (gateway http/page-forms.ts): the
 * form's name, the values sent (passwords left out), each refused field with the service's
 * problem, and the error code of the whole.
 */
export interface RefusedForm {
  form: string;
  values: Record<string, string>;
  fields: Record<string, string>;
  code: string;
}

export interface PageFormState {
  csrfToken?: string;
  refused?: RefusedForm;
}
