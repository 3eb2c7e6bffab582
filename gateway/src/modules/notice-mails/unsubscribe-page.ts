import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { escapeHtml } from '../../http/escape-html.js';
import {
  MAIL_LANGUAGES,
  type MailCategory,
  type MailLanguage,
} from '../../values/mail-preference.js';
import { unsubscribeByToken, unsubscribeTargetOf } from './mail-preferences.service.js';
import { UNSUBSCRIBE_PATH } from './send-notice-mail.js';

/** The page's words: the e-mail's link leads here signed out, so the gateway writes it itself. */
const WORDS: Record<
  MailLanguage,
  {
    title: string;
    ask: string;
    button: string;
    done: string;
    unknown: string;
    settings: string;
    categories: Record<MailCategory, string>;
  }
> = {
  en: {
    title: 'Stop these e-mails',
    ask: 'Stop e-mails about: {what}? You will still see these notices in the portal.',
    button: 'Unsubscribe',
    done: 'Done: no more e-mails about {what}. You still see these notices in the portal.',
    unknown: 'This unsubscribe link is not valid.',
    settings: 'Change all your e-mail settings',
    categories: {
      replies: 'replies in discussions',
      mentions: 'mentions of you',
      messages: 'private messages',
      connections: 'connections',
      moderation: 'decisions on your submissions',
      events: 'events',
      consultations: 'consultation requests',
    },
  },
  so: {
    title: 'Jooji e-maylladan',
    ask: 'Ma joojinaysaa e-maylada ku saabsan: {what}? Ogeysiisyadan weli waad ku arki doontaa bogga.',
    button: 'Iska jooji',
    done: 'Waa la sameeyay: e-mayl kale oo ku saabsan {what} ma jiri doono. Ogeysiisyada weli bogga ayaad ku aragtaa.',
    unknown: 'Xiriirkan joojinta ma shaqeynayo.',
    settings: 'Beddel dhammaan dejimaha e-maylkaaga',
    categories: {
      replies: 'jawaabaha doodaha',
      mentions: 'marka lagu xuso',
      messages: 'fariimaha gaarka ah',
      connections: 'xiriirada',
      moderation: 'go’aannada qoraalladaada',
      events: 'munaasabadaha',
      consultations: 'codsiyada la-talinta',
    },
  },
  ar: {
    title: 'إيقاف هذه الرسائل',
    ask: 'هل تريد إيقاف الرسائل الإلكترونية بشأن: {what}؟ ستظل ترى هذه الإشعارات في البوابة.',
    button: 'إلغاء الاشتراك',
    done: 'تم: لن تصلك رسائل أخرى بشأن {what}. ستظل ترى هذه الإشعارات في البوابة.',
    unknown: 'رابط إلغاء الاشتراك هذا غير صالح.',
    settings: 'تغيير جميع إعدادات البريد الإلكتروني',
    categories: {
      replies: 'الردود في النقاشات',
      mentions: 'الإشارات إليك',
      messages: 'الرسائل الخاصة',
      connections: 'التواصل',
      moderation: 'القرارات بشأن مشاركاتك',
      events: 'الفعاليات',
      consultations: 'طلبات الاستشارة',
    },
  },
  fr: {
    title: 'Ne plus recevoir ces e-mails',
    ask: 'Ne plus recevoir d’e-mails sur : {what} ? Vous verrez toujours ces avis dans le portail.',
    button: 'Se désabonner',
    done: 'C’est fait : plus d’e-mails sur {what}. Vous voyez toujours ces avis dans le portail.',
    unknown: 'Ce lien de désabonnement n’est pas valide.',
    settings: 'Modifier tous vos réglages d’e-mail',
    categories: {
      replies: 'les réponses dans les discussions',
      mentions: 'les mentions de votre nom',
      messages: 'les messages privés',
      connections: 'les mises en relation',
      moderation: 'les décisions sur vos contributions',
      events: 'les événements',
      consultations: 'les demandes de consultation',
    },
  },
};

/** The member's settings page (web pages/mail-preferences). */
export const MAIL_PREFERENCES_PATH = '/profile/notifications';

function languageOf(request: FastifyRequest): MailLanguage {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  if ((MAIL_LANGUAGES as readonly string[]).includes(asked ?? '')) return asked as MailLanguage;
  const best = new Negotiator(request).language([...MAIL_LANGUAGES]);
  return (best as MailLanguage | undefined) ?? 'en';
}

function page(reply: FastifyReply, language: MailLanguage, status: number, body: string) {
  const words = WORDS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head><body><main><h1>${escapeHtml(words.title)}</h1>${body}<p><a href="${MAIL_PREFERENCES_PATH}">${escapeHtml(words.settings)}</a></p></main></body></html>`,
    );
}

const whatOf = (language: MailLanguage, categories: readonly MailCategory[]) =>
  categories.map((category) => WORDS[language].categories[category]).join(', ');

/**
 * The one-click unsubscribe of every notice e-mail, no sign-in needed (the random token of the
 * e-mail is the key): GET shows what it stops and a button, POST stops it. The POST also serves
 * RFC 8058's List-Unsubscribe-Post, whose body is `List-Unsubscribe=One-Click`: mail clients
 * send no CSRF token, and none is needed, the token being unguessable and good for one member.
 */
export function registerUnsubscribePage(fastify: FastifyInstance): void {
  fastify.register(async (scope) => {
    // The form and RFC 8058's POST send urlencoded bodies; nothing in them is read.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    scope.get(`${UNSUBSCRIBE_PATH}:token`, async (request, reply) => {
      const language = languageOf(request);
      const { token } = request.params as { token: string };
      const target = await unsubscribeTargetOf(request.em, token);
      if (!target)
        return page(reply, language, 404, `<p>${escapeHtml(WORDS[language].unknown)}</p>`);
      const words = WORDS[language];
      const ask = words.ask.replace(
        '{what}',
        `<bdi>${escapeHtml(whatOf(language, target.categories))}</bdi>`,
      );
      return page(
        reply,
        language,
        200,
        `<p>${ask}</p><form method="post"><button type="submit">${escapeHtml(words.button)}</button></form>`,
      );
    });
    scope.post(`${UNSUBSCRIBE_PATH}:token`, async (request, reply) => {
      const language = languageOf(request);
      const { token } = request.params as { token: string };
      const categories = await unsubscribeByToken(request.em, token);
      if (!categories)
        return page(reply, language, 404, `<p>${escapeHtml(WORDS[language].unknown)}</p>`);
      const done = WORDS[language].done.replace(
        '{what}',
        `<bdi>${escapeHtml(whatOf(language, categories))}</bdi>`,
      );
      return page(reply, language, 200, `<p>${done}</p>`);
    });
  });
}
