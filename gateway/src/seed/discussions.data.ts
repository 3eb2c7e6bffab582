import { mentionMarkup } from '../shared/post-markdown.js';
import { seedUuid } from './seed-uuid.js';

export interface SeedDiscussion {
  title: string;
  /** A practice-area slug, or null for a discussion filed under no area. */
  area: 'corporate' | 'criminal' | 'family' | 'commercial' | null;
  content: string;
}

/**
 * Demo discussions, oldest first. Constitutional law has none, so that the filter's empty state
 * shows; a few are filed under no area; about a third run longer than the 200 characters a card
 * shows.
 */
export const SEED_DISCUSSIONS: readonly SeedDiscussion[] = [
  {
    title: 'Minimum capital for a private limited company',
    area: 'corporate',
    content:
      'Does anyone know whether the Business Registry in Mogadishu still asks for proof of paid-up capital when registering a private limited company under the Company Law of 2019? A client was told different things at two counters.',
  },
  {
    title: 'Bail conditions before the Banadir Regional Court',
    area: 'criminal',
    content:
      'What sureties are judges accepting for bail in theft cases at the moment? I have seen both property titles and clan elders used.',
  },
  {
    title: 'Recognising a divorce pronounced abroad',
    area: 'family',
    content:
      'A client divorced in Nairobi wants the divorce recognised here so that she can remarry. Has anyone handled this before a Somali court, and which documents did the court want translated and certified?',
  },
  {
    title: 'Letters of credit and the new Central Bank circular',
    area: 'commercial',
    content:
      'The Central Bank circular on trade finance changes how banks must confirm letters of credit for imports. I would welcome views on whether it applies to contracts signed before it was issued, since two of my clients have shipments on the way.',
  },
  {
    title: 'Shareholder deadlock in a family business',
    area: 'corporate',
    content:
      'Two brothers each hold half of a trading company and no longer agree on anything. The articles say nothing about deadlock. Besides winding up, what remedies have members seen work in practice?',
  },
  {
    title: 'Access to clients held by the police',
    area: 'criminal',
    content:
      'Several members report being refused access to clients held at district police stations for more than 48 hours. Should the association raise this formally with the Attorney General? I can share the dates and stations from my own files.',
  },
  {
    title: 'Welcome to the discussion forum',
    area: null,
    content:
      'This forum is for members to ask colleagues for help, share experience and discuss new laws. Please keep client details anonymous and be courteous. The secretariat reads every thread.',
  },
  {
    title: 'Maintenance for children after the father moves abroad',
    area: 'family',
    content:
      'How are colleagues enforcing maintenance orders when the father lives in the Gulf and only sends money through hawala? Any experience with orders served through relatives?',
  },
  {
    title: 'Arbitration clauses in construction contracts',
    area: 'commercial',
    content:
      'Foreign contractors increasingly insist on arbitration seated in Dubai. For small public works contracts this seems disproportionate. Has anyone negotiated a local seat with institutional rules, and did the other side accept it?',
  },
  {
    title: 'Directors’ duties when a company cannot pay its debts',
    area: 'corporate',
    content:
      'The Company Law is thin on insolvency. When a company clearly cannot pay its creditors, what do members advise directors to do to avoid personal liability? I have been telling clients to stop trading and call a general meeting, but I would like to hear other approaches that courts have accepted, especially where the company still has valuable contracts that could be assigned.',
  },
  {
    title: 'Juvenile offenders and customary settlements',
    area: 'criminal',
    content:
      'In several regions, cases involving juveniles are settled through xeer before they reach a court. How do members reconcile this with the Juvenile Justice Law when the family of the victim also wants a prosecution?',
  },
  {
    title: 'Registering a marriage for a mixed couple',
    area: 'family',
    content:
      'A Somali client wants to marry a foreign national here. Which office issues the certificate that foreign embassies accept, and is an apostille-style certification available yet?',
  },
  {
    title: 'Import licences for pharmaceuticals',
    area: 'commercial',
    content:
      'A client imports medicines and has been told a new licence is needed from the Ministry of Health in addition to the trade licence. Is this a written rule yet, or an administrative practice?',
  },
  {
    title: 'Continuing legal education: topics for next year',
    area: null,
    content:
      'The training committee is planning next year’s courses. Which subjects would help your practice most? So far members have suggested procurement law, digital evidence and legal drafting in Somali and English.',
  },
  {
    title: 'Transferring shares to a foreign investor',
    area: 'corporate',
    content:
      'What approvals are needed when a foreign investor buys a minority stake in a Somali company? The Foreign Investment Law mentions registration with the Ministry of Commerce, but the timing relative to the share transfer is unclear to me.',
  },
  {
    title: 'Digital evidence from mobile money records',
    area: 'criminal',
    content:
      'Prosecutors are relying more and more on mobile money transaction records. Has any court ruled on how these records must be obtained and authenticated? In a fraud case I am defending, the prosecution produced screenshots printed by a telecom employee, with no certificate and no explanation of how the data was extracted. I intend to object, and I would be grateful for any decisions or practice directions members know of.',
  },
  {
    title: 'Custody when the mother remarries',
    area: 'family',
    content:
      'Courts seem to apply different rules on whether a mother keeps custody of young children after remarrying. Are there recent decisions from the Supreme Court that settle the question?',
  },
  {
    title: 'Agency agreements with foreign suppliers',
    area: 'commercial',
    content:
      'Is there any statutory protection for a Somali commercial agent when a foreign supplier ends an exclusive agency without notice? The contract is governed by Somali law and has no termination clause.',
  },
  {
    title: 'Beneficial ownership disclosure for banks',
    area: 'corporate',
    content:
      'Banks now ask companies for a declaration of beneficial owners before opening accounts. Is there a standard form members use, and how far up a chain of holding companies do banks expect us to go?',
  },
  {
    title: 'Legal aid rota for the coming quarter',
    area: 'criminal',
    content:
      'The legal aid desk at the Banadir Regional Court needs volunteers for the next quarter, particularly on Tuesdays and Thursdays. Please reply here with the days you can cover and the secretariat will draw up the rota.',
  },
  {
    title: 'Inheritance disputes over urban land',
    area: 'family',
    content:
      'Many inheritance cases I see concern land in Mogadishu registered in the name of a deceased grandfather, with dozens of heirs and no probate ever done. How are colleagues structuring these cases so that the court can actually divide or sell the land? Partition by agreement rarely works once more than one branch of the family has built on the plot, and buyers will not pay a fair price without a clean title.',
  },
  {
    title: 'Enforcing a foreign arbitral award',
    area: 'commercial',
    content:
      'Somalia has not yet acceded to the New York Convention. Has anyone succeeded in enforcing a foreign arbitral award here, and on what legal basis did the court act?',
  },
  {
    title: 'Template for a memorandum of association',
    area: 'corporate',
    content:
      'I am updating my firm’s template memorandum and articles of association to follow the Company Law of 2019. Happy to share it with members once done; suggestions for clauses you always include are welcome.',
  },
  {
    title: 'Sentencing for first-time drug offences',
    area: 'criminal',
    content:
      'Sentences for possession of small quantities of khat-related substances vary widely between courts. Is anyone collecting decisions so that we can argue for consistency?',
  },
  {
    title: 'Mediation before filing a family case',
    area: 'family',
    content:
      'Some judges now ask whether mediation was tried before hearing a divorce or custody case. Is this becoming a requirement, and who are members using as mediators?',
  },
  {
    title: 'Fuel supply contracts and price changes',
    area: 'commercial',
    content:
      'Fuel prices have moved sharply this year. For long-term supply contracts with fixed prices, are members seeing hardship or force majeure arguments succeed, or are courts holding parties to the price? One of my clients distributes fuel to generators for hospitals and cannot keep supplying at the contract price without losses that would close the business within months.',
  },
  {
    title: 'Office space shared between members',
    area: null,
    content:
      'A few members near the Ministry of Justice are looking to share an office, a meeting room and a receptionist to cut costs. If you are interested, say so here and we will organise a meeting.',
  },
  {
    title: 'Conflicts of interest in small firms',
    area: 'corporate',
    content:
      'In a small market it is common to have acted for both sides of a deal at different times. How do members handle conflict checks and client consent in practice?',
  },
  {
    title: 'Pre-trial detention limits',
    area: 'criminal',
    content:
      'What is the longest pre-trial detention members have seen without a hearing? I am preparing a submission for the association’s report on detention and would welcome examples, with details removed.',
  },
  {
    title: 'Dowry (meher) claims after divorce',
    area: 'family',
    content:
      'Courts regularly award the deferred meher on divorce, but enforcing it against a husband without declared income is difficult. How are colleagues securing payment?',
  },
  {
    title: 'Electronic contracts and signatures',
    area: 'commercial',
    content:
      'Clients are signing supply contracts over WhatsApp and e-mail. Without an electronic transactions law, how confident are members that these contracts will be enforced, and what do you advise clients to keep as evidence? I have been recommending that they exchange scanned signed copies and keep the full message threads, but I would like to know whether any court has already accepted or rejected such evidence.',
  },
  {
    title: 'Annual returns for companies',
    area: 'corporate',
    content:
      'Is the Business Registry enforcing the filing of annual returns yet? Some clients have never filed one and are worried about penalties.',
  },
  {
    title: 'Witness protection in clan-related cases',
    area: 'criminal',
    content:
      'Witnesses in cases involving clan disputes are often pressured to withdraw. Have members had any success asking courts for protective measures such as closed hearings?',
  },
  {
    title: 'Guardianship of orphans’ property',
    area: 'family',
    content:
      'Who should apply to court for a guardian to manage property left to orphaned children when the paternal relatives disagree about who should do it?',
  },
  // The two newest show the posts' Markdown: emphasis, a list, a link, a quote and mentions.
  {
    title: 'Trademark protection without a trademark law',
    area: 'commercial',
    content:
      'Local businesses keep finding their brand names **copied**. With no trademark registry in operation, what protection can we offer clients beyond publishing a notice in the newspapers?\n\nWhat I have tried so far:\n\n- a *cautionary notice* in two newspapers\n- a claim of unfair competition under the Civil Code\n- registration abroad, see [WIPO Madrid](https://www.wipo.int/madrid/en/)\n\n> Without a registry, the first to use a name is the only one who can point to anything.',
  },
  {
    title: 'Company name reservation online',
    area: 'corporate',
    content: `Has anyone used the new **online name reservation** at the Business Registry? How long did it take, and did the reservation hold when the client filed the incorporation documents?\n\n${mentionMarkup(seedUuid('user:amina.abdi'), 'Amina Yusuf Abdi')}, you mentioned a client who tried it: *how did it go?*`,
  },
];

/**
 * Replies that stand in for the rotation's text (by discussion and reply index): one mentions
 * the discussion's author, one was edited (`before` is its first text, kept as a revision).
 */
export const SEED_FORMATTED_REPLIES: ReadonlyMap<string, { content: string; before?: string }> =
  new Map([
    [
      '35:0',
      {
        content: `${mentionMarkup(seedUuid('user:zamzam.musse'), 'Zamzam Abdi Musse')} the reservation held for **30 days** in my case. Steps:\n\n1. reserve the name online\n2. pay the fee at the bank\n3. file within the month`,
      },
    ],
    [
      '35:1',
      {
        content:
          'It took *two days* for me, and the reservation held. (Edited: the fee is now paid online too.)',
        before: 'It took two days for me, and the reservation held.',
      },
    ],
  ]);

/** Replies written by members, handed out in turn to the discussions (0 to 8 each). */
export const SEED_REPLY_TEXTS: readonly string[] = [
  'Thank you for raising this. I had the same question last month and ended up asking the registrar directly.',
  'In my experience the court accepted certified copies, but only after a second hearing.',
  'I would be careful here: practice differs between regions, so check with the local court first.',
  'Happy to share the decision I obtained last year; send me a message and I will forward it.',
  'The association raised this with the ministry in the spring, but we have had no written answer yet.',
  'Agreed. I have started including a specific clause on this in every contract I draft.',
  'We had a similar case in Baidoa and the judge took a very different view, so it is worth citing both sides.',
  'Could the training committee cover this in one of next year’s sessions?',
  'I asked a colleague at the Attorney General’s office; the answer was that there is no written rule yet.',
  'This is a good question. I would argue that the general principles of the Civil Code apply.',
  'From what I have seen, settling early saves the client a great deal of time and money.',
  'The registry told my client the opposite only last week, so it may depend on who you speak to.',
];
