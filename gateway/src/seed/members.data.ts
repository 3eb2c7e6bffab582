export interface SeedMember {
  fullName: string;
  username: string;
  specialization: string;
  /** Some members have not written a bio yet; the directory shows them without one. */
  bio: string | null;
}

/**
 * Demo members of the association: advocates across the federal member states, their
 * specializations spread over the five practice areas. Their e-mail is `<username>@example.org`.
 */
export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    fullName: 'Hodan Abdi Farah',
    username: 'hodan.farah',
    specialization: 'Corporate Law',
    bio: 'Advises companies in Mogadishu on incorporation, shareholder agreements and governance under the Company Law of 2019.',
  },
  {
    fullName: 'Mohamed Abdullahi Nur',
    username: 'mohamed.nur',
    specialization: 'Criminal Defence',
    bio: 'Defence counsel before the Banadir Regional Court with fifteen years of trial experience.',
  },
  {
    fullName: 'Ayaan Hassan Jama',
    username: 'ayaan.jama',
    specialization: 'Family Law',
    bio: 'Handles divorce, custody and maintenance matters and mediates family disputes out of court.',
  },
  {
    fullName: 'Abdikarim Ahmed Guled',
    username: 'abdikarim.guled',
    specialization: 'Commercial Arbitration',
    bio: 'Acts as counsel and arbitrator in trade and construction disputes between Somali and foreign companies.',
  },
  {
    fullName: 'Khadija Omar Elmi',
    username: 'khadija.elmi',
    specialization: 'Constitutional Law',
    bio: 'Researches federalism and the division of powers; has advised parliamentary committees on the constitutional review.',
  },
  {
    fullName: 'Said Abdirahman Dahir',
    username: 'said.dahir',
    specialization: 'Criminal Law',
    bio: 'Former prosecutor in Garowe, now in private practice defending clients in serious criminal cases.',
  },
  {
    fullName: 'Nimco Hussein Ismail',
    username: 'nimco.ismail',
    specialization: 'Human Rights Law',
    bio: 'Litigates cases of arbitrary detention and coordinates the legal aid clinic for internally displaced persons.',
  },
  {
    fullName: 'Yusuf Abdiwali Mohamed',
    username: 'yusuf.mohamed',
    specialization: 'Banking and Finance',
    bio: 'Advises banks and money-transfer businesses on licensing and compliance with the Central Bank regulations.',
  },
  {
    fullName: 'Sahra Ahmed Hirsi',
    username: 'sahra.hirsi',
    specialization: 'Family Law',
    bio: null,
  },
  {
    fullName: 'Hamza Ali Barre',
    username: 'hamza.barre',
    specialization: 'Land and Property Law',
    bio: 'Resolves land title disputes in Afgooye and the Lower Shabelle region and drafts property transfer deeds.',
  },
  {
    fullName: 'Deqa Mohamed Yusuf',
    username: 'deqa.yusuf',
    specialization: 'Corporate Law',
    bio: 'In-house counsel for a telecommunications group, focused on contracts, regulatory filings and mergers.',
  },
  {
    fullName: 'Abdiweli Farah Hersi',
    username: 'abdiweli.hersi',
    specialization: 'Constitutional Law',
    bio: 'Teaches constitutional law at a Mogadishu university and appears in cases before the Constitutional Court.',
  },
  {
    fullName: 'Ubah Ismail Abdi',
    username: 'ubah.abdi',
    specialization: 'Labour Law',
    bio: 'Represents workers and employers in dismissal and wage claims under the Labour Code.',
  },
  {
    fullName: 'Ahmed Nur Samatar',
    username: 'ahmed.samatar',
    specialization: 'Maritime Law',
    bio: 'Advises port operators and shipping agents in Bosaso and Berbera on cargo claims and vessel arrest.',
  },
  {
    fullName: 'Fartun Abdi Ibrahim',
    username: 'fartun.ibrahim',
    specialization: 'Criminal Defence',
    bio: 'Specialises in juvenile justice and represents minors in criminal proceedings.',
  },
  {
    fullName: 'Mahad Osman Gedi',
    username: 'mahad.gedi',
    specialization: 'Commercial Law',
    bio: 'Drafts and negotiates distribution, agency and supply contracts for importers in Kismayo and Mogadishu.',
  },
  {
    fullName: 'Hibo Abdullahi Adan',
    username: 'hibo.adan',
    specialization: 'Islamic Family Law',
    bio: 'Appears before family courts on marriage, divorce and inheritance matters governed by Sharia.',
  },
  {
    fullName: 'Abdullahi Sheikh Ali',
    username: 'abdullahi.ali',
    specialization: 'Tax Law',
    bio: null,
  },
  {
    fullName: 'Ruqiya Hassan Mohamud',
    username: 'ruqiya.mohamud',
    specialization: 'Human Rights Law',
    bio: 'Documents gender-based violence cases and supports survivors through the criminal justice process.',
  },
  {
    fullName: 'Guled Abdirashid Hussein',
    username: 'guled.hussein',
    specialization: 'Public Procurement',
    bio: 'Advises ministries and bidders on tender procedures and challenges to contract awards.',
  },
  {
    fullName: 'Maryan Jama Dualeh',
    username: 'maryan.dualeh',
    specialization: 'Corporate Law',
    bio: 'Supports small and medium enterprises with registration, investment licences and corporate restructuring.',
  },
  {
    fullName: 'Liban Abdikadir Omar',
    username: 'liban.omar',
    specialization: 'Criminal Law',
    bio: 'Practises in Baidoa, where he also trains paralegals on the rights of the accused.',
  },
  {
    fullName: 'Safiya Mohamed Warsame',
    username: 'safiya.warsame',
    specialization: 'Family Law',
    bio: 'Mediator and advocate in custody and guardianship cases, with a focus on the best interests of the child.',
  },
  {
    fullName: 'Bashir Yusuf Egal',
    username: 'bashir.egal',
    specialization: 'Commercial Arbitration',
    bio: 'Member of the association’s arbitration panel; handles disputes in the livestock export trade.',
  },
  {
    fullName: 'Anab Ali Hersi',
    username: 'anab.hersi',
    specialization: 'Constitutional Law',
    bio: 'Works on electoral law and the legal framework of the federal member states.',
  },
  {
    fullName: 'Omar Abdi Shire',
    username: 'omar.shire',
    specialization: 'Mining and Energy Law',
    bio: 'Advises on petroleum and mineral licensing and on power purchase agreements.',
  },
  {
    fullName: 'Ifrah Ahmed Kahin',
    username: 'ifrah.kahin',
    specialization: 'Corporate Law',
    bio: null,
  },
  {
    fullName: 'Mustafa Hassan Awale',
    username: 'mustafa.awale',
    specialization: 'Criminal Defence',
    bio: 'Appears before military and civilian courts; advocates for fair trial guarantees.',
  },
  {
    fullName: 'Kaltun Said Mohamed',
    username: 'kaltun.mohamed',
    specialization: 'Family Law',
    bio: 'Runs a family law practice in Galkayo and volunteers with the association’s legal aid programme.',
  },
  {
    fullName: 'Abdiqani Nur Jimale',
    username: 'abdiqani.jimale',
    specialization: 'Commercial Law',
    bio: 'Advises traders and cooperatives on partnership agreements, debt recovery and insolvency.',
  },
  {
    fullName: 'Zamzam Abdi Musse',
    username: 'zamzam.musse',
    specialization: 'Human Rights Law',
    bio: 'Focuses on the rights of persons with disabilities and strategic litigation on access to services.',
  },
  {
    fullName: 'Hassan Mohamed Ugas',
    username: 'hassan.ugas',
    specialization: 'Constitutional Law',
    bio: 'Senior advocate who has argued cases on the separation of powers and judicial independence.',
  },
  {
    fullName: 'Idil Farah Barkhad',
    username: 'idil.barkhad',
    specialization: 'Corporate Law',
    bio: 'Advises non-governmental organisations and foundations on registration, governance and compliance.',
  },
  {
    fullName: 'Abdirizak Omar Hashi',
    username: 'abdirizak.hashi',
    specialization: 'Criminal Law',
    bio: 'Works on counter-terrorism cases and the procedural rights of detainees in Beledweyne.',
  },
  {
    fullName: 'Sagal Abdirahman Ali',
    username: 'sagal.ali',
    specialization: 'Family Law',
    bio: null,
  },
  {
    fullName: 'Mohamud Ibrahim Kulmiye',
    username: 'mohamud.kulmiye',
    specialization: 'Commercial Law',
    bio: 'Advises on import and export regulation, customs disputes and letters of credit.',
  },
  {
    fullName: 'Warsan Ahmed Nuur',
    username: 'warsan.nuur',
    specialization: 'Constitutional Law',
    bio: 'Specialises in administrative law and judicial review of government decisions.',
  },
  {
    fullName: 'Abdifatah Jama Roble',
    username: 'abdifatah.roble',
    specialization: 'Land and Property Law',
    bio: 'Handles urban land registration and eviction cases in Jowhar and Mogadishu.',
  },
  {
    fullName: 'Hawa Abdulkadir Mire',
    username: 'hawa.mire',
    specialization: 'Criminal Defence',
    bio: 'Provides pro bono defence to women in pre-trial detention through the association’s legal aid desk.',
  },
  {
    fullName: 'Farhan Osman Dhore',
    username: 'farhan.dhore',
    specialization: 'Corporate Law',
    bio: 'Advises start-ups in Mogadishu’s technology sector on financing rounds and intellectual property.',
  },
];
