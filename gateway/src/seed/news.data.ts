import { NewsCategory } from '../values/news-category.js';
import { NewsStatus } from '../values/news-status.js';

/** Who wrote a seeded item: a demo account by its role. */
export type SeedNewsAuthor = 'member' | 'moderator' | 'admin';

export interface SeedNewsItem {
  /** Stable key for seedUuid: links and tests can rely on the ids. */
  key: string;
  title: string;
  excerpt: string | null;
  /** Paragraphs separated by line breaks. */
  content: string;
  category: NewsCategory;
  author: SeedNewsAuthor;
  status: NewsStatus;
  /**
   * Publication time (UTC, at noon so that the date reads the same in every time zone); null
   * while pending or rejected; 'scheduled' for the one approved item whose time has not come
   * (three weeks after seeding).
   */
  publishedAt: number | null | 'scheduled';
  /** When it was written; defaults to the publication time. */
  createdAt?: number;
}

const at = (month: number, day: number): number => Date.UTC(2026, month - 1, day, 12, 0, 0);

/**
 * The demo news of the association, oldest first: legal reforms, bar updates, professional
 * development, member spotlights and staff announcements, a few in Somali, French or Arabic;
 * one pending and one rejected submission for the moderation queue, and one scheduled item.
 */
export const SEED_NEWS: readonly SeedNewsItem[] = [
  {
    key: 'civil-procedure-amendments',
    title: 'Parliament adopts amendments to the Civil Procedure Code',
    excerpt:
      'The amended code shortens the time limits for appeals and introduces written pre-trial statements in civil cases.',
    content: [
      'The House of the People adopted the long-awaited amendments to the Civil Procedure Code on 2 June. The changes enter into force ninety days after publication in the Official Gazette.',
      'Appeals must now be lodged within twenty-one days of the judgment instead of thirty. Parties will exchange written pre-trial statements, and judges may dismiss claims that remain unsupported after the first hearing.',
      "The association's law reform committee took part in the consultations and secured a transitional period for cases already pending. A practice note for members will follow before the code takes effect.",
    ].join('\n'),
    category: NewsCategory.LEGAL_UPDATES,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(6, 9),
  },
  {
    key: 'independence-day-closure',
    title: 'Secretariat closed for Independence Day',
    excerpt: null,
    content: [
      'The secretariat and the regional offices will be closed on 1 July for Independence Day and reopen on 2 July at 8:00.',
      'Members whose clients are detained can reach the duty lawyer line, which stays open throughout the holiday.',
    ].join('\n'),
    category: NewsCategory.ANNOUNCEMENT,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(6, 26),
  },
  {
    key: 'cle-programme-2026',
    title: 'Continuing legal education: the autumn programme is open',
    excerpt:
      'Twelve sessions on evidence, arbitration, legal drafting and professional ethics, in Mogadishu, Hargeisa, Garowe and online.',
    content: [
      'Registration is now open for the autumn programme of continuing legal education. Each member in practice needs twelve credit hours a year; the programme offers up to eighteen.',
      'Sessions cover the new rules of evidence, commercial arbitration, drafting of contracts and pleadings, and a compulsory module on professional ethics and conflicts of interest.',
      'Members in the regions can follow every session online. Register through the secretariat before 15 August; places in the classroom sessions are limited to forty.',
    ].join('\n'),
    category: NewsCategory.LEGAL_EDUCATION,
    author: 'moderator',
    status: NewsStatus.APPROVED,
    publishedAt: at(7, 14),
  },
  {
    key: 'spotlight-fadumo-nur',
    title: 'Member spotlight: Fadumo Ahmed Nur, ten years of legal aid in Baidoa',
    excerpt: null,
    content: [
      'Fadumo Ahmed Nur opened the first legal aid desk at the Baidoa district court in 2016. Since then the desk has represented more than 2,400 clients, most of them women and displaced families.',
      '"Many of our clients have never seen a lawyer before they come to court," she says. "The first thing we give them is an explanation of their rights in their own language."',
      'This year she trained eight young lawyers who now run the desk on weekdays. The association thanks her for a decade of service to the profession and to the people of Bay region.',
    ].join('\n'),
    category: NewsCategory.MEMBER_SPOTLIGHT,
    author: 'moderator',
    status: NewsStatus.APPROVED,
    publishedAt: at(7, 30),
  },
  {
    key: 'tababar-xuquuqda-haweenka',
    title: 'Tababar ku saabsan xuquuqda dhaxalka ee haweenka',
    excerpt:
      'Ururku wuxuu qabanayaa tababar laba maalmood ah oo loogu talagalay qareennada u doodda haweenka iyo carruurta.',
    content: [
      'Ururka Qareennada wuxuu 20 iyo 21 Agoosto ku qabanayaa Muqdisho tababar ku saabsan xuquuqda dhaxalka iyo masruufka ee haweenka iyo carruurta.',
      'Tababarka waxaa bixin doona garsoorayaal iyo qareenno khibrad dheer u leh maxkamadaha qoyska. Waxaa laga hadli doonaa sharciga qoyska, shareecada iyo dhaqanka, iyo sida loo diyaariyo dacwadaha.',
      'Xubnaha doonaya inay ka qaybgalaan waa inay isku diiwaangeliyaan xafiiska ururka ka hor 15 Agoosto.',
    ].join('\n'),
    category: NewsCategory.LEGAL_EDUCATION,
    author: 'moderator',
    status: NewsStatus.APPROVED,
    publishedAt: at(8, 6),
  },
  {
    key: 'reforme-code-penal',
    title: 'Réforme du code pénal : ce qui change pour la défense',
    excerpt: null,
    content: [
      "Le projet de réforme du code pénal, examiné en commission depuis le printemps, renforce les droits de la défense dès la garde à vue : l'avocat pourra assister son client dès la première audition.",
      "La durée de la garde à vue est ramenée à quarante-huit heures, renouvelable une fois sur décision motivée d'un juge. Les aveux obtenus hors de la présence de l'avocat ne pourront plus fonder à eux seuls une condamnation.",
      "L'association a transmis ses observations à la commission de la justice et organisera une réunion d'information pour les pénalistes dès l'adoption du texte.",
    ].join('\n'),
    category: NewsCategory.LEGAL_UPDATES,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(8, 27),
  },
  {
    key: 'bar-examination-results',
    title: 'Results of the 2026 bar examination',
    excerpt:
      '87 candidates passed the 2026 bar examination and will be sworn in at the Supreme Court on 10 October.',
    content: [
      'The examination board has published the results of the 2026 bar examination: 87 of the 132 candidates passed, among them 31 women, the highest number so far.',
      'The new advocates will take the oath before the Supreme Court on 10 October. Each of them will be paired with a senior member for the first year of practice.',
      'Candidates who did not pass may sit the examination again in March. The secretariat can give them their marks per subject on request.',
    ].join('\n'),
    category: NewsCategory.ASSOCIATION_NEWS,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(9, 18),
  },
  {
    key: 'legal-aid-rural-ar',
    title: 'إطلاق برنامج المساعدة القانونية المجانية في المناطق الريفية',
    excerpt: 'عيادات قانونية متنقلة تزور اثنتي عشرة مقاطعة ريفية حتى نهاية العام.',
    content: [
      'أطلقت النقابة برنامجاً جديداً للمساعدة القانونية المجانية يستهدف سكان المناطق الريفية الذين يصعب عليهم الوصول إلى المحاكم.',
      'ستزور عيادات قانونية متنقلة اثنتي عشرة مقاطعة حتى نهاية العام، ويقدّم فيها محامون متطوعون الاستشارات في قضايا الأراضي والأسرة والميراث.',
      'تدعو النقابة أعضاءها إلى التطوع بيوم واحد على الأقل في الشهر، ويُحتسب هذا العمل ضمن ساعات التعليم القانوني المستمر.',
    ].join('\n'),
    category: NewsCategory.COMMUNITY,
    author: 'moderator',
    status: NewsStatus.APPROVED,
    publishedAt: at(10, 2),
  },
  {
    key: 'e-filing-pilot',
    title: 'E-filing pilot starts at the Banadir Regional Court',
    excerpt: null,
    content: [
      'From 1 November, members can file civil claims, motions and supporting documents electronically at the Banadir Regional Court.',
      'The pilot covers commercial and civil cases only. Paper filings remain accepted during the pilot, and court fees can be paid by mobile money.',
      "Members who want an account on the court's portal should bring their practising certificate to the registry. The association will collect members' feedback for the court in December.",
    ].join('\n'),
    category: NewsCategory.LEGAL_UPDATES,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(10, 21),
  },
  {
    key: 'arbitration-workshop',
    title: 'Workshop on commercial arbitration and mediation',
    excerpt:
      'A two-day workshop with the chamber of commerce on drafting arbitration clauses and conducting mediations.',
    content: [
      'Together with the chamber of commerce, the association holds a two-day workshop on commercial arbitration and mediation on 4 and 5 December.',
      'The first day covers arbitration clauses, the appointment of arbitrators and the enforcement of awards. The second day is a practical mediation exercise in small groups.',
      'The workshop counts for ten credit hours of continuing legal education.',
    ].join('\n'),
    category: NewsCategory.LEGAL_EDUCATION,
    author: 'moderator',
    status: NewsStatus.APPROVED,
    publishedAt: at(11, 6),
  },
  {
    key: 'east-africa-cooperation',
    title: 'Cooperation agreement with the East Africa Law Society',
    excerpt: null,
    content: [
      'The association and the East Africa Law Society signed a cooperation agreement in Nairobi on 12 November.',
      'The agreement opens the Society’s training programmes to our members, sets up exchanges for young lawyers, and creates a joint working group on cross-border trade disputes.',
      'Members interested in the exchange programme can apply to the secretariat from January.',
    ].join('\n'),
    category: NewsCategory.ASSOCIATION_NEWS,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(11, 14),
  },
  {
    key: 'general-assembly-nominations',
    title: 'General Assembly 2027: call for nominations',
    excerpt:
      'Nominations for the 15 seats of the board are open until 31 December. The General Assembly meets in March 2027.',
    content: [
      'The General Assembly will meet in Mogadishu in March 2027 to elect the fifteen members of the board for the next two years.',
      'Any member in good standing with at least five years of practice may stand. Nominations, supported by ten members, must reach the secretariat by 31 December.',
      'The list of candidates will be published on the portal in January, together with the rules of the election.',
    ].join('\n'),
    category: NewsCategory.ANNOUNCEMENT,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: at(11, 20),
  },
  {
    key: 'pending-digital-confidentiality',
    title: 'Client confidentiality when using messaging apps',
    excerpt: 'A short guide on protecting client information in WhatsApp and e-mail exchanges.',
    content: [
      'More and more clients send documents and instructions through messaging apps. This note suggests simple rules to keep that information confidential.',
      'Use a separate phone number for your practice, turn on disappearing messages for sensitive exchanges, and never forward documents to groups.',
    ].join('\n'),
    category: NewsCategory.LEGAL_EDUCATION,
    author: 'member',
    status: NewsStatus.PENDING,
    publishedAt: null,
    createdAt: at(11, 19),
  },
  {
    key: 'rejected-office-sale',
    title: 'Office furniture for sale',
    excerpt: null,
    content: [
      'I am moving my office and selling two desks, a filing cabinet and a bookcase.',
      'Contact me through the portal if you are interested.',
    ].join('\n'),
    category: NewsCategory.COMMUNITY,
    author: 'member',
    status: NewsStatus.REJECTED,
    publishedAt: null,
    createdAt: at(11, 10),
  },
  {
    key: 'scheduled-fee-schedule',
    title: 'New schedule of professional fees from January',
    excerpt: 'The board has approved a revised schedule of minimum professional fees.',
    content: [
      'The revised schedule of minimum professional fees applies to instructions received from 1 January.',
      'The full schedule will be sent to every member by e-mail and is available at the secretariat.',
    ].join('\n'),
    category: NewsCategory.ASSOCIATION_NEWS,
    author: 'admin',
    status: NewsStatus.APPROVED,
    publishedAt: 'scheduled',
    createdAt: at(11, 21),
  },
];

/** Items the demo member has bookmarked, by key. */
export const SEED_MEMBER_BOOKMARKS: readonly string[] = [
  'cle-programme-2026',
  'civil-procedure-amendments',
];
