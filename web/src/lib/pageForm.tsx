import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { ServerDataContext } from './serverData.js';

/** The hidden field of a page form's CSRF token (gateway http/page-forms.ts). */
export const CSRF_FIELD = '_csrf';
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

export interface PageForm {
  /** Where the form posts without the script: the page's own address (gateway page-forms). */
  action: string;
  /** The token of the hidden field (empty on a page the browser drew: it posts by script). */
  csrfToken: string;
  /** The gateway's refusal of this form's last post, while the page is the one it rendered. */
  refused?: RefusedForm;
}

/**
 * A server-rendered form that works before and without the script: a real `method="post"` to
 * the page's own address carrying `csrfToken` (FormToken), and, when the gateway refused a post,
 * what it refused, for the form to start from (values and messages in the page's language).
 */
export function usePageForm(name: string): PageForm {
  const state = use(ServerDataContext);
  const { pathname, search } = useLocation();
  const form = state?.path === pathname ? state.form : undefined;
  return {
    action: `${pathname}${search}`,
    csrfToken: form?.csrfToken ?? '',
    ...(form?.refused?.form === name && { refused: form.refused }),
  };
}

/** The hidden CSRF field of a page form. */
export function FormToken({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/** A refusal in the shape the forms read a GraphQL error's (code, fields by name). */
export function refusalOfPage(refused: RefusedForm): { code: string; fields: string[] } {
  return { code: refused.code, fields: Object.keys(refused.fields) };
}
