import { use } from 'react';
import { useLocation } from 'react-router-dom';
import type { RefusedForm } from './pageFormState.js';
import { CSRF_FIELD, FORM_FIELD } from './pageFormState.js';
import { ServerDataContext } from './serverData.js';

export { CSRF_FIELD, FORM_EXPIRED, type PageFormState, type RefusedForm } from './pageFormState.js';

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

/**
 * The hidden CSRF field of a page form, and its name where the page has several forms posting
 * to the same address (the gateway picks the form by it).
 */
export function FormToken({ token, form }: { token: string; form?: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={token} />
      {form ? <input type="hidden" name={FORM_FIELD} value={form} /> : null}
    </>
  );
}

/** A refusal in the shape the forms read a GraphQL error's (code, fields by name). */
export function refusalOfPage(refused: RefusedForm): { code: string; fields: string[] } {
  return { code: refused.code, fields: Object.keys(refused.fields) };
}
