import { ConsultationType } from '../../values/consultation-type.js';
import type { MailLanguage } from '../../values/mail-preference.js';

/** The sentences of the consultation e-mails in one language; names and links are filled in. */
export interface ConsultationMailWords {
  hello: (name: string) => string;
  types: Record<ConsultationType, string>;
  sent: { subject: (lawyer: string) => string; body: (lawyer: string) => string };
  newRequest: {
    subject: (client: string) => string;
    body: (client: string, type: string) => string;
    answer: (link: string) => string;
  };
  reminder: {
    subject: (client: string) => string;
    body: (client: string, type: string) => string;
    answer: (link: string) => string;
  };
  expired: {
    subject: string;
    body: (lawyer: string, practice: string) => string;
    everyone: (link: string) => string;
  };
  answered: {
    acceptedSubject: (lawyer: string) => string;
    declinedSubject: (lawyer: string) => string;
    accepted: (lawyer: string) => string;
    declined: (lawyer: string) => string;
    proposedContact: (contact: string) => string;
  };
  yourRequest: (link: string) => string;
}

// The worker writes these e-mails and loads none of the web's catalogs: they live here. The
// type names are the web's (pages.admin.consultationTypes).
export const CONSULTATION_MAIL_WORDS: Readonly<Record<MailLanguage, ConsultationMailWords>> = {
  en: {
    hello: (name) => `Hello ${name},`,
    types: {
      [ConsultationType.INITIAL]: 'Initial consultation',
      [ConsultationType.LEGAL_ADVICE]: 'Legal advice',
      [ConsultationType.REPRESENTATION]: 'Representation',
      [ConsultationType.DOCUMENT_REVIEW]: 'Document review',
    },
    sent: {
      subject: (lawyer) => `Your consultation request to ${lawyer}`,
      body: (lawyer) =>
        `Your request was sent to ${lawyer}. Follow it, and read the answer, at this private link (keep it to yourself):`,
    },
    newRequest: {
      subject: (client) => `New consultation request from ${client}`,
      body: (client, type) => `${client} asks you for a consultation (${type}):`,
      answer: (link) => `Accept or decline it, with a message to them, here: ${link}`,
    },
    reminder: {
      subject: (client) => `Reminder: ${client} is waiting for your answer`,
      body: (client, type) =>
        `${client} asked you for a consultation (${type}) and has had no answer yet. Unanswered, the request expires and they are pointed to other lawyers.`,
      answer: (link) => `Answer it here: ${link}`,
    },
    expired: {
      subject: 'Your consultation request expired',
      body: (lawyer, practice) =>
        `${lawyer} could not answer your request in time, so it has expired. These lawyers of the same practice (${practice}) take consultations:`,
      everyone: (link) => `Every one: ${link}`,
    },
    answered: {
      acceptedSubject: (lawyer) => `${lawyer} accepted your consultation request`,
      declinedSubject: (lawyer) => `${lawyer} declined your consultation request`,
      accepted: (lawyer) => `${lawyer} accepted your request. Their message:`,
      declined: (lawyer) => `${lawyer} declined your request. Their message:`,
      proposedContact: (contact) => `Proposed contact: ${contact}`,
    },
    yourRequest: (link) => `Your request: ${link}`,
  },
  so: {
    hello: (name) => `Salaan ${name},`,
    types: {
      [ConsultationType.INITIAL]: 'La-talin hordhac ah',
      [ConsultationType.LEGAL_ADVICE]: 'Talo sharci',
      [ConsultationType.REPRESENTATION]: 'Matalaad',
      [ConsultationType.DOCUMENT_REVIEW]: 'Dib-u-eegis dukumentiyo',
    },
    sent: {
      subject: (lawyer) => `Codsigaaga la-talinta ee loo diray ${lawyer}`,
      body: (lawyer) =>
        `Codsigaaga waxaa loo diray ${lawyer}. Kala soco, oo ka akhri jawaabta, xiriirkan gaarka ah (adiga u hayso):`,
    },
    newRequest: {
      subject: (client) => `Codsi la-talin oo cusub oo ka yimid ${client}`,
      body: (client, type) => `${client} ayaa kaa codsanaya la-talin (${type}):`,
      answer: (link) => `Aqbal ama diid, adigoo fariin u diraya, halkan: ${link}`,
    },
    reminder: {
      subject: (client) => `Xusuusin: ${client} ayaa sugaya jawaabtaada`,
      body: (client, type) =>
        `${client} ayaa kaa codsaday la-talin (${type}) weli jawaab ma helin. Haddii aan laga jawaabin, codsigu wuu dhacayaa oo waxaa loo tilmaamayaa qareenno kale.`,
      answer: (link) => `Halkan ka jawaab: ${link}`,
    },
    expired: {
      subject: 'Codsigaaga la-talinta wuu dhacay',
      body: (lawyer, practice) =>
        `${lawyer} ma uusan awoodin inuu waqtiga ku jawaabo codsigaaga, sidaas darteed wuu dhacay. Qareennadan isla takhasuska (${practice}) ayaa qaata la-talin:`,
      everyone: (link) => `Dhammaantood: ${link}`,
    },
    answered: {
      acceptedSubject: (lawyer) => `${lawyer} ayaa aqbalay codsigaaga la-talinta`,
      declinedSubject: (lawyer) => `${lawyer} ayaa diiday codsigaaga la-talinta`,
      accepted: (lawyer) => `${lawyer} ayaa aqbalay codsigaaga. Fariintiisa:`,
      declined: (lawyer) => `${lawyer} ayaa diiday codsigaaga. Fariintiisa:`,
      proposedContact: (contact) => `Xiriirka la soo jeediyay: ${contact}`,
    },
    yourRequest: (link) => `Codsigaaga: ${link}`,
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    types: {
      [ConsultationType.INITIAL]: 'استشارة أولية',
      [ConsultationType.LEGAL_ADVICE]: 'مشورة قانونية',
      [ConsultationType.REPRESENTATION]: 'تمثيل',
      [ConsultationType.DOCUMENT_REVIEW]: 'مراجعة المستندات',
    },
    sent: {
      subject: (lawyer) => `طلب الاستشارة الذي أرسلته إلى ${lawyer}`,
      body: (lawyer) =>
        `أُرسل طلبك إلى ${lawyer}. تابعه، واقرأ الرد، من هذا الرابط الخاص (احتفظ به لنفسك):`,
    },
    newRequest: {
      subject: (client) => `طلب استشارة جديد من ${client}`,
      body: (client, type) => `يطلب منك ${client} استشارة (${type}):`,
      answer: (link) => `اقبله أو ارفضه، مع رسالة إليه، من هنا: ${link}`,
    },
    reminder: {
      subject: (client) => `تذكير: ${client} ينتظر ردك`,
      body: (client, type) =>
        `طلب منك ${client} استشارة (${type}) ولم يتلقَّ ردًا بعد. إن بقي الطلب دون رد، تنتهي صلاحيته ويُوجَّه صاحبه إلى محامين آخرين.`,
      answer: (link) => `رُدّ عليه من هنا: ${link}`,
    },
    expired: {
      subject: 'انتهت صلاحية طلب الاستشارة',
      body: (lawyer, practice) =>
        `لم يتمكن ${lawyer} من الرد على طلبك في الوقت المحدد، فانتهت صلاحيته. هؤلاء المحامون من الاختصاص نفسه (${practice}) يقدّمون استشارات:`,
      everyone: (link) => `جميعهم: ${link}`,
    },
    answered: {
      acceptedSubject: (lawyer) => `قبل ${lawyer} طلب الاستشارة`,
      declinedSubject: (lawyer) => `رفض ${lawyer} طلب الاستشارة`,
      accepted: (lawyer) => `قبل ${lawyer} طلبك. رسالته:`,
      declined: (lawyer) => `رفض ${lawyer} طلبك. رسالته:`,
      proposedContact: (contact) => `وسيلة التواصل المقترحة: ${contact}`,
    },
    yourRequest: (link) => `طلبك: ${link}`,
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    types: {
      [ConsultationType.INITIAL]: 'Consultation initiale',
      [ConsultationType.LEGAL_ADVICE]: 'Conseil juridique',
      [ConsultationType.REPRESENTATION]: 'Représentation',
      [ConsultationType.DOCUMENT_REVIEW]: 'Révision de documents',
    },
    sent: {
      subject: (lawyer) => `Votre demande de consultation à ${lawyer}`,
      body: (lawyer) =>
        `Votre demande a été envoyée à ${lawyer}. Suivez-la, et lisez la réponse, à ce lien privé (gardez-le pour vous) :`,
    },
    newRequest: {
      subject: (client) => `Nouvelle demande de consultation de ${client}`,
      body: (client, type) => `${client} vous demande une consultation (${type}) :`,
      answer: (link) => `Acceptez-la ou refusez-la, avec un message, ici : ${link}`,
    },
    reminder: {
      subject: (client) => `Rappel : ${client} attend votre réponse`,
      body: (client, type) =>
        `${client} vous a demandé une consultation (${type}) et n’a pas encore de réponse. Sans réponse, la demande expire et la personne est orientée vers d’autres avocats.`,
      answer: (link) => `Répondez ici : ${link}`,
    },
    expired: {
      subject: 'Votre demande de consultation a expiré',
      body: (lawyer, practice) =>
        `${lawyer} n’a pas pu répondre à temps à votre demande, elle a donc expiré. Ces avocats du même domaine (${practice}) donnent des consultations :`,
      everyone: (link) => `Tous : ${link}`,
    },
    answered: {
      acceptedSubject: (lawyer) => `${lawyer} a accepté votre demande de consultation`,
      declinedSubject: (lawyer) => `${lawyer} a refusé votre demande de consultation`,
      accepted: (lawyer) => `${lawyer} a accepté votre demande. Son message :`,
      declined: (lawyer) => `${lawyer} a refusé votre demande. Son message :`,
      proposedContact: (contact) => `Contact proposé : ${contact}`,
    },
    yourRequest: (link) => `Votre demande : ${link}`,
  },
};
