import type { TFunction } from 'i18next';

/**
 * The directory's reference terms: the specializations and practice areas lawyers pick most
 * (the profile form's and the demo data's), by their English wording, lower-cased, to a stable
 * key of the catalogs' `lawyers.terms`. A lawyer's own wording that is not one of them is free
 * text and stays as written.
 */
const TERM_KEYS: Readonly<Record<string, string>> = {
  'corporate law': 'corporateLaw',
  'criminal defence': 'criminalDefence',
  'criminal law': 'criminalLaw',
  'family law': 'familyLaw',
  'commercial arbitration': 'commercialArbitration',
  'constitutional law': 'constitutionalLaw',
  'human rights law': 'humanRightsLaw',
  'banking and finance': 'bankingFinance',
  'land and property law': 'landPropertyLaw',
  'labour law': 'labourLaw',
  'maritime law': 'maritimeLaw',
  'commercial law': 'commercialLaw',
  'islamic family law': 'islamicFamilyLaw',
  'tax law': 'taxLaw',
  'public procurement': 'publicProcurement',
  'mining and energy law': 'miningEnergyLaw',
  'company formation': 'companyFormation',
  'shareholder agreements': 'shareholderAgreements',
  mergers: 'mergers',
  compliance: 'compliance',
  'criminal trials': 'criminalTrials',
  'bail hearings': 'bailHearings',
  appeals: 'appeals',
  'victims of crime': 'victimsOfCrime',
  divorce: 'divorce',
  custody: 'custody',
  maintenance: 'maintenance',
  inheritance: 'inheritance',
  mediation: 'mediation',
  arbitration: 'arbitration',
  'construction disputes': 'constructionDisputes',
  'trade contracts': 'tradeContracts',
  'constitutional petitions': 'constitutionalPetitions',
  federalism: 'federalism',
  elections: 'elections',
  'refugee rights': 'refugeeRights',
  'gender-based violence': 'genderBasedViolence',
  detention: 'detention',
  'land rights': 'landRights',
  'islamic finance': 'islamicFinance',
  loans: 'loans',
  'mobile money': 'mobileMoney',
  'land registration': 'landRegistration',
  'title disputes': 'titleDisputes',
  leases: 'leases',
  'employment contracts': 'employmentContracts',
  dismissal: 'dismissal',
  'workplace safety': 'workplaceSafety',
  shipping: 'shipping',
  'fisheries licences': 'fisheriesLicences',
  'port disputes': 'portDisputes',
  contracts: 'contracts',
  'debt recovery': 'debtRecovery',
  'import and export': 'importExport',
  'marriage contracts': 'marriageContracts',
  'inheritance (mirath)': 'inheritanceMirath',
  'customs duties': 'customsDuties',
  'tax disputes': 'taxDisputes',
  tenders: 'tenders',
  'bid protests': 'bidProtests',
  'public contracts': 'publicContracts',
  licences: 'licences',
  'production sharing': 'productionSharing',
  'environmental permits': 'environmentalPermits',
  'general practice': 'generalPractice',
};

/** The catalog key of a term, when it is a reference one. */
export function termKey(text: string): string | undefined {
  return TERM_KEYS[text.trim().toLowerCase()];
}

/**
 * A specialization or practice area in the page's language: the catalog's wording of a
 * reference term, else the text as the lawyer wrote it. `translated` says which, so that an
 * untranslated text can keep its own language (`lang`) and direction.
 */
export function termLabel(t: TFunction, text: string): { label: string; translated: boolean } {
  const key = termKey(text);
  return key
    ? { label: t(`lawyers.terms.${key}` as never) as string, translated: true }
    : { label: text, translated: false };
}

/** The languages lawyers list most, by their English name, lower-cased: catalog keys. */
const LANGUAGE_KEYS: ReadonlySet<string> = new Set([
  'arabic',
  'english',
  'french',
  'italian',
  'somali',
  'swahili',
  'amharic',
  'oromo',
  'turkish',
]);

/**
 * A language a lawyer lists, named in the page's language by the catalogs
 * (`lawyers.languageNames`); another one as the lawyer wrote it. (Not Intl.DisplayNames: Node
 * knows Somali names and Chromium does not, so the server's page and the browser's would
 * differ.)
 */
export function languageLabel(t: TFunction, text: string): { label: string; translated: boolean } {
  const key = text.trim().toLowerCase();
  return LANGUAGE_KEYS.has(key)
    ? { label: t(`lawyers.languageNames.${key}` as never) as string, translated: true }
    : { label: text, translated: false };
}
