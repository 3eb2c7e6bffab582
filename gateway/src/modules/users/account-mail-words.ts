import type { MailLanguage } from '../../values/mail-preference.js';

/** The sentences of the account e-mails in one language; links and names are filled in. */
export interface AccountMailWords {
  hello: (name: string) => string;
  notYou: (forgotLink: string) => string;
  reset: { subject: string; open: string; ignore: string };
  changed: { subject: string; body: string };
  confirm: { subject: string; open: string; ignore: string };
  changeRequested: {
    subject: string;
    body: (newEmail: string | null) => string;
    checkSessions: (securityLink: string) => string;
  };
  dataExport: { subject: string; open: string; signIn: string };
}

// The worker writes these e-mails and loads none of the web's catalogs: they live here.
export const ACCOUNT_MAIL_WORDS: Readonly<Record<MailLanguage, AccountMailWords>> = {
  en: {
    hello: (name) => `Hello ${name},`,
    notYou: (link) => `If this was not you, reset your password at once: ${link}`,
    reset: {
      subject: 'Reset your Bar Association Portal password',
      open: 'Someone (we hope you) asked to set a new password for your account. Open this link to choose one; it works once, for 30 minutes:',
      ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    changed: {
      subject: 'Your Bar Association Portal password was changed',
      body: 'The password of your account was just changed, and every other signed-in session was signed out.',
    },
    confirm: {
      subject: 'Confirm your new e-mail address',
      open: 'Open this link to make this address the one of your Bar Association Portal account; it works once, for 24 hours:',
      ignore: 'If you did not ask for it, ignore this e-mail: nothing changes.',
    },
    changeRequested: {
      subject: 'A new e-mail address was asked for your account',
      body: (newEmail) =>
        `Someone signed in to your account asked to change its e-mail address to ${newEmail ?? 'another address'}. The change takes effect once that address confirms it.`,
      checkSessions: (link) => `Check your sessions too: ${link}`,
    },
    dataExport: {
      subject: 'Your Bar Association Portal data is ready',
      open: 'The copy of your data you asked for is ready. Open this link while signed in to download it; it works once, for 7 days:',
      signIn:
        'If you did not ask for it, sign in and check your sessions, then change your password.',
    },
  },
  so: {
    hello: (name) => `Salaan ${name},`,
    notYou: (link) =>
      `Haddii aadan adigu ahayn, isla markiiba dib u deji eraygaaga sirta ah: ${link}`,
    reset: {
      subject: 'Dib u deji erayga sirta ah ee Bogga Ururka Qareennada',
      open: 'Qof (waxaan rajaynaynaa inaad adigu tahay) ayaa codsaday erey sir ah oo cusub oo akoonkaaga ah. Fur xiriirkan si aad u doorato; hal mar ayuu shaqeeyaa, 30 daqiiqo:',
      ignore:
        'Haddii aadan codsan, iska indho tir e-maylkan: eraygaaga sirta ah sidiisa ayuu ahaanayaa.',
    },
    changed: {
      subject: 'Erayga sirta ah ee Bogga Ururka Qareennada waa la beddelay',
      body: 'Erayga sirta ah ee akoonkaaga hadda ayaa la beddelay, fadhi kasta oo kale oo gashanaana waa laga saaray.',
    },
    confirm: {
      subject: 'Xaqiiji ciwaankaaga e-mayl ee cusub',
      open: 'Fur xiriirkan si ciwaankani u noqdo kan akoonkaaga Bogga Ururka Qareennada; hal mar ayuu shaqeeyaa, 24 saacadood:',
      ignore: 'Haddii aadan codsan, iska indho tir e-maylkan: waxba isma beddelayaan.',
    },
    changeRequested: {
      subject: 'Ciwaan e-mayl oo cusub ayaa loo codsaday akoonkaaga',
      body: (newEmail) =>
        `Qof akoonkaaga ku jira ayaa codsaday in ciwaanka e-maylkiisa loo beddelo ${newEmail ?? 'ciwaan kale'}. Isbeddelku wuxuu dhaqan galayaa marka ciwaankaasi xaqiijiyo.`,
      checkSessions: (link) => `Sidoo kale eeg fadhiyadaada: ${link}`,
    },
    dataExport: {
      subject: 'Xogtaada Bogga Ururka Qareennada waa diyaar',
      open: 'Nuqulka xogtaada ee aad codsatay waa diyaar. Fur xiriirkan adigoo gashan si aad u soo dejiso; hal mar ayuu shaqeeyaa, 7 maalmood:',
      signIn: 'Haddii aadan codsan, gal oo eeg fadhiyadaada, kadibna beddel eraygaaga sirta ah.',
    },
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    notYou: (link) => `إن لم تكن أنت، فأعد تعيين كلمة المرور فورًا: ${link}`,
    reset: {
      subject: 'إعادة تعيين كلمة مرور بوابة نقابة المحامين',
      open: 'طلب أحدهم (ونرجو أن تكون أنت) تعيين كلمة مرور جديدة لحسابك. افتح هذا الرابط لاختيارها؛ يعمل مرة واحدة، لمدة 30 دقيقة:',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
    },
    changed: {
      subject: 'تم تغيير كلمة مرور بوابة نقابة المحامين',
      body: 'تم للتو تغيير كلمة مرور حسابك، وتم تسجيل الخروج من كل الجلسات الأخرى.',
    },
    confirm: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      open: 'افتح هذا الرابط ليصبح هذا العنوان عنوان حسابك في بوابة نقابة المحامين؛ يعمل مرة واحدة، لمدة 24 ساعة:',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
    },
    changeRequested: {
      subject: 'طُلب عنوان بريد إلكتروني جديد لحسابك',
      body: (newEmail) =>
        `طلب شخص مسجّل الدخول إلى حسابك تغيير عنوان بريده الإلكتروني إلى ${newEmail ?? 'عنوان آخر'}. يسري التغيير بعد أن يؤكده ذلك العنوان.`,
      checkSessions: (link) => `وراجع جلساتك أيضًا: ${link}`,
    },
    dataExport: {
      subject: 'بياناتك في بوابة نقابة المحامين جاهزة',
      open: 'نسخة بياناتك التي طلبتها جاهزة. افتح هذا الرابط وأنت مسجّل الدخول لتنزيلها؛ يعمل مرة واحدة، لمدة 7 أيام:',
      signIn: 'إن لم تطلب ذلك، فسجّل الدخول وراجع جلساتك، ثم غيّر كلمة المرور.',
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    notYou: (link) =>
      `Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe : ${link}`,
    reset: {
      subject: 'Réinitialisez votre mot de passe du portail du barreau',
      open: 'Quelqu’un (vous, nous l’espérons) a demandé un nouveau mot de passe pour votre compte. Ouvrez ce lien pour le choisir ; il fonctionne une fois, pendant 30 minutes :',
      ignore:
        'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    changed: {
      subject: 'Le mot de passe de votre compte du portail du barreau a été changé',
      body: 'Le mot de passe de votre compte vient d’être changé, et toutes les autres sessions ont été déconnectées.',
    },
    confirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      open: 'Ouvrez ce lien pour faire de cette adresse celle de votre compte du portail du barreau ; il fonctionne une fois, pendant 24 heures :',
      ignore: 'Si vous ne l’avez pas demandé, ignorez ce message : rien ne change.',
    },
    changeRequested: {
      subject: 'Une nouvelle adresse e-mail a été demandée pour votre compte',
      body: (newEmail) =>
        `Une personne connectée à votre compte a demandé à changer son adresse e-mail pour ${newEmail ?? 'une autre adresse'}. Le changement prendra effet une fois cette adresse confirmée.`,
      checkSessions: (link) => `Vérifiez aussi vos sessions : ${link}`,
    },
    dataExport: {
      subject: 'Vos données du portail du barreau sont prêtes',
      open: 'La copie de vos données que vous avez demandée est prête. Ouvrez ce lien en étant connecté pour la télécharger ; il fonctionne une fois, pendant 7 jours :',
      signIn:
        'Si vous ne l’avez pas demandée, connectez-vous, vérifiez vos sessions, puis changez votre mot de passe.',
    },
  },
};
