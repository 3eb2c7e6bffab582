import type { MailLanguage } from '../../values/mail-preference.js';

/** The lines of a notice e-mail: what happened (one sentence per notice kind) and its frame. */
export interface MailCatalog {
  /** What happened, by notice kind (or `message`); {actor}, {title} and {reason} are filled in. */
  lines: Record<NoticeLineKind, string>;
  greeting: string;
  open: string;
  digestSubject: { daily: string; weekly: string };
  digestIntro: { daily: string; weekly: string };
  why: string;
  unsubscribe: string;
  unsubscribeDigest: string;
  someone: string;
}

export type NoticeLineKind =
  | 'discussion_reply'
  | 'discussion_mention'
  | 'connection_request'
  | 'connection_accepted'
  | 'submission_approved'
  | 'submission_rejected'
  | 'event_promoted'
  | 'event_reminder'
  | 'event_updated'
  | 'event_cancelled'
  | 'consultation_requested'
  | 'message';

// The e-mails' own catalog: the worker renders them, and loads none of the web's catalogs.
export const MAIL_CATALOGS: Readonly<Record<MailLanguage, MailCatalog>> = {
  en: {
    lines: {
      discussion_reply: '{actor} replied in the discussion “{title}”.',
      discussion_mention: '{actor} mentioned you in “{title}”.',
      connection_request: '{actor} asked to connect with you.',
      connection_accepted: '{actor} accepted your connection request.',
      submission_approved: 'Your submission “{title}” was approved.',
      submission_rejected: 'Your submission “{title}” was not approved. Reason: {reason}',
      event_promoted: 'A place freed up at “{title}”: it is now yours.',
      event_reminder: '“{title}” starts soon.',
      event_updated: '“{title}” was changed: check its date, place and details.',
      event_cancelled: '“{title}” was cancelled.',
      consultation_requested: '{actor} asked you for a consultation.',
      message: '{actor} sent you a message: “{title}”.',
    },
    greeting: 'Hello {name},',
    open: 'Open the portal',
    digestSubject: { daily: 'Your day on the portal', weekly: 'Your week on the portal' },
    digestIntro: {
      daily: 'Here is what happened since yesterday:',
      weekly: 'Here is what happened this past week:',
    },
    why: 'You receive this e-mail because of your notification settings.',
    unsubscribe: 'Stop these e-mails',
    unsubscribeDigest: 'Stop this digest',
    someone: 'Someone',
  },
  so: {
    lines: {
      discussion_reply: '{actor} ayaa ka jawaabay doodda “{title}”.',
      discussion_mention: '{actor} ayaa kugu xusay “{title}”.',
      connection_request: '{actor} ayaa codsaday inuu kula xiriiro.',
      connection_accepted: '{actor} ayaa aqbalay codsigaaga xiriirka.',
      submission_approved: 'Qoraalkaaga “{title}” waa la ansixiyay.',
      submission_rejected: 'Qoraalkaaga “{title}” lama ansixin. Sababta: {reason}',
      event_promoted: 'Boos ayaa ka bannaanaaday “{title}”: hadda adigaa leh.',
      event_reminder: '“{title}” dhowaan ayay bilaabanaysaa.',
      event_updated: '“{title}” waa la beddelay: eeg taariikhdeeda, goobteeda iyo faahfaahinteeda.',
      event_cancelled: '“{title}” waa la joojiyay.',
      consultation_requested: '{actor} ayaa kaa codsaday la-talin.',
      message: '{actor} ayaa kuu soo diray fariin: “{title}”.',
    },
    greeting: 'Salaan {name},',
    open: 'Fur bogga',
    digestSubject: { daily: 'Maalintaada bogga', weekly: 'Toddobaadkaaga bogga' },
    digestIntro: {
      daily: 'Waa kan wixii dhacay tan iyo shalay:',
      weekly: 'Waa kan wixii dhacay toddobaadkii la soo dhaafay:',
    },
    why: 'E-maylkan waxaad u heshay dejimahaaga ogeysiisyada darteed.',
    unsubscribe: 'Jooji e-maylladan',
    unsubscribeDigest: 'Jooji soo koobiddan',
    someone: 'Qof',
  },
  ar: {
    lines: {
      discussion_reply: 'ردّ {actor} في النقاش «{title}».',
      discussion_mention: 'أشار إليك {actor} في «{title}».',
      connection_request: 'طلب {actor} التواصل معك.',
      connection_accepted: 'قبل {actor} طلب التواصل الذي أرسلته.',
      submission_approved: 'تمت الموافقة على مشاركتك «{title}».',
      submission_rejected: 'لم تتم الموافقة على مشاركتك «{title}». السبب: {reason}',
      event_promoted: 'توفّر مكان في «{title}»: أصبح الآن لك.',
      event_reminder: 'تبدأ «{title}» قريبًا.',
      event_updated: 'تم تعديل «{title}»: راجع موعدها ومكانها وتفاصيلها.',
      event_cancelled: 'تم إلغاء «{title}».',
      consultation_requested: 'طلب {actor} منك استشارة.',
      message: 'أرسل إليك {actor} رسالة: «{title}».',
    },
    greeting: 'مرحبًا {name}،',
    open: 'افتح البوابة',
    digestSubject: { daily: 'يومك على البوابة', weekly: 'أسبوعك على البوابة' },
    digestIntro: {
      daily: 'إليك ما حدث منذ الأمس:',
      weekly: 'إليك ما حدث خلال الأسبوع الماضي:',
    },
    why: 'تصلك هذه الرسالة بسبب إعدادات الإشعارات الخاصة بك.',
    unsubscribe: 'أوقف هذه الرسائل',
    unsubscribeDigest: 'أوقف هذا الملخص',
    someone: 'شخص ما',
  },
  fr: {
    lines: {
      discussion_reply: '{actor} a répondu dans la discussion « {title} ».',
      discussion_mention: '{actor} vous a mentionné dans « {title} ».',
      connection_request: '{actor} souhaite entrer en relation avec vous.',
      connection_accepted: '{actor} a accepté votre demande de mise en relation.',
      submission_approved: 'Votre contribution « {title} » a été approuvée.',
      submission_rejected: 'Votre contribution « {title} » n’a pas été approuvée. Motif : {reason}',
      event_promoted: 'Une place s’est libérée pour « {title} » : elle est à vous.',
      event_reminder: '« {title} » commence bientôt.',
      event_updated: '« {title} » a changé : vérifiez la date, le lieu et les détails.',
      event_cancelled: '« {title} » a été annulé.',
      consultation_requested: '{actor} vous demande une consultation.',
      message: '{actor} vous a envoyé un message : « {title} ».',
    },
    greeting: 'Bonjour {name},',
    open: 'Ouvrir le portail',
    digestSubject: {
      daily: 'Votre journée sur le portail',
      weekly: 'Votre semaine sur le portail',
    },
    digestIntro: {
      daily: 'Voici ce qui s’est passé depuis hier :',
      weekly: 'Voici ce qui s’est passé cette semaine :',
    },
    why: 'Vous recevez cet e-mail en raison de vos préférences de notification.',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    unsubscribeDigest: 'Ne plus recevoir ce résumé',
    someone: 'Quelqu’un',
  },
};

/** `template` with each {name} replaced by its value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
