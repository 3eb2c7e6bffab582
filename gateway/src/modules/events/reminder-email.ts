import type { MailMessage } from '../../mail/mailer.js';
import type { MailLanguage } from '../../values/mail-preference.js';
import type { SentReminder } from './event-reminders.js';

interface ReminderWords {
  /** The locale dates are written in (Node carries full ICU data, Somali included). */
  locale: string;
  dear: (name: string) => string;
  starts: (title: string, soon: 'tomorrow' | 'hour', when: string) => string;
  where: (place: string | null) => string;
  details: (link: string) => string;
  why: string;
  subject: (title: string) => string;
}

// The worker writes these e-mails and loads none of the web's catalogs: they live here.
const WORDS: Readonly<Record<MailLanguage, ReminderWords>> = {
  en: {
    locale: 'en-GB',
    dear: (name) => `Dear ${name},`,
    starts: (title, soon, when) =>
      `"${title}" starts ${soon === 'tomorrow' ? 'tomorrow' : 'in one hour'}: ${when}.`,
    where: (place) => `Where: ${place ?? 'Online'}`,
    details: (link) => `Details: ${link}`,
    why: 'You receive this because you answered that you are going.',
    subject: (title) => `Reminder: ${title}`,
  },
  so: {
    locale: 'so',
    dear: (name) => `Mudane/Marwo ${name},`,
    starts: (title, soon, when) =>
      `"${title}" waxay bilaabanaysaa ${soon === 'tomorrow' ? 'berri' : 'hal saac kadib'}: ${when}.`,
    where: (place) => `Goobta: ${place ?? 'Onlayn'}`,
    details: (link) => `Faahfaahin: ${link}`,
    why: 'Tan waxaad u heshay maxaa yeelay waxaad ka jawaabtay inaad imanayso.',
    subject: (title) => `Xusuusin: ${title}`,
  },
  ar: {
    locale: 'ar',
    dear: (name) => `عزيزي/عزيزتي ${name}،`,
    starts: (title, soon, when) =>
      `تبدأ «${title}» ${soon === 'tomorrow' ? 'غدًا' : 'بعد ساعة'}: ${when}.`,
    where: (place) => `المكان: ${place ?? 'عبر الإنترنت'}`,
    details: (link) => `التفاصيل: ${link}`,
    why: 'تصلك هذه الرسالة لأنك أجبت بأنك ستحضر.',
    subject: (title) => `تذكير: ${title}`,
  },
  fr: {
    locale: 'fr',
    dear: (name) => `Bonjour ${name},`,
    starts: (title, soon, when) =>
      `« ${title} » commence ${soon === 'tomorrow' ? 'demain' : 'dans une heure'} : ${when}.`,
    where: (place) => `Lieu : ${place ?? 'En ligne'}`,
    details: (link) => `Détails : ${link}`,
    why: 'Vous recevez ce message parce que vous avez répondu que vous y alliez.',
    subject: (title) => `Rappel : ${title}`,
  },
};

/**
 * The e-mail of a reminder, in the member's language. The time is given in the event's own time
 * zone, by its readable name ("East Africa Time"), so that nobody has to guess.
 */
export function reminderEmail(reminder: SentReminder, origin: string | undefined): MailMessage {
  const { event } = reminder;
  const words = WORDS[reminder.language];
  const date = new Intl.DateTimeFormat(words.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(event.eventDate);
  const zone =
    new Intl.DateTimeFormat(words.locale, { timeZone: event.timeZone, timeZoneName: 'long' })
      .formatToParts(event.eventDate)
      .find((part) => part.type === 'timeZoneName')?.value ?? event.timeZone;
  const soon = reminder.offsetMinutes >= 24 * 60 ? 'tomorrow' : 'hour';
  const lines = [
    words.dear(reminder.fullName),
    '',
    words.starts(event.title, soon, `${date} (${zone})`),
    words.where(event.location),
  ];
  if (origin) lines.push('', words.details(`${origin.replace(/\/$/, '')}/events/${event.id}`));
  lines.push('', words.why);
  return {
    to: reminder.email,
    subject: words.subject(event.title),
    text: lines.join('\n'),
    headers: { 'Content-Language': reminder.language },
  };
}
