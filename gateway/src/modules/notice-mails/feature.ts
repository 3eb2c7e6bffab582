import type { PageForms } from '../../http/page-forms.js';
import type { Feature } from '../../shared/feature.js';
import { registerMailPreferenceForm } from './mail-preferences.forms.js';
import { MailPreferencesResolver } from './mail-preferences.resolver.js';
import { registerMailPreferenceRoutes } from './mail-preferences.routes.js';
import { registerUnsubscribePage } from './unsubscribe-page.js';

/** E-mail for notices: each member's choices, and the one-click unsubscribe of every e-mail. */
export const noticeMailsFeature: Feature<{ pageForms: PageForms }> = {
  name: 'notice-mails',
  resolvers: [MailPreferencesResolver],
  register(app, { pageForms }) {
    registerMailPreferenceRoutes(app);
    registerMailPreferenceForm(pageForms);
    registerUnsubscribePage(app);
    return [new MailPreferencesResolver()];
  },
};
