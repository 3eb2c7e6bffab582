import { type PageForms, pageFormViewerId } from '../../http/page-forms.js';
import { MAIL_CATEGORIES } from '../../values/mail-preference.js';
import { saveMailPreferences } from './mail-preferences.service.js';
import { MAIL_PREFERENCES_PATH } from './unsubscribe-page.js';

/** The web form's name (web modules/notifications MailPreferencesForm). */
export const MAIL_PREFERENCES_FORM = 'mailPreferences';

/**
 * The e-mail settings page's form without the script: one radio group per kind of notice (named
 * after the kind), the language, the time zone and "try my address again"; saved through the
 * service the GraphQL mutation calls, back to the page, which says it was saved (`?saved=1`).
 */
export function registerMailPreferenceForm(pageForms: PageForms): void {
  pageForms.add({
    path: MAIL_PREFERENCES_PATH,
    form: MAIL_PREFERENCES_FORM,
    fields: [...MAIL_CATEGORIES, 'language', 'timeZone', 'clearBounce'],
    async handle(request, reply, values) {
      const viewerId = await pageFormViewerId(request, reply);
      const modes = Object.fromEntries(
        MAIL_CATEGORIES.filter((category) => values[category]).map((category) => [
          category,
          values[category],
        ]),
      );
      await saveMailPreferences(request.em, viewerId, {
        modes,
        language: values.language || null,
        timeZone: values.timeZone ?? '',
        clearBounce: values.clearBounce === 'yes',
      });
      return `${MAIL_PREFERENCES_PATH}?saved=1`;
    },
  });
}
