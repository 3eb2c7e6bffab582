import type { LocalizedName } from './practice-area.entity.js';

export interface PracticeAreaData {
  slug: string;
  names: LocalizedName;
}

/** The five practice areas of the spec, in its order, named in the portal's four languages. */
export const PRACTICE_AREAS: readonly PracticeAreaData[] = [
  {
    slug: 'corporate',
    names: {
      en: 'Corporate Law',
      so: 'Sharciga Shirkadaha',
      ar: 'قانون الشركات',
      fr: 'Droit des sociétés',
    },
  },
  {
    slug: 'criminal',
    names: {
      en: 'Criminal Law',
      so: 'Sharciga Ciqaabta',
      ar: 'القانون الجنائي',
      fr: 'Droit pénal',
    },
  },
  {
    slug: 'family',
    names: {
      en: 'Family Law',
      so: 'Sharciga Qoyska',
      ar: 'قانون الأسرة',
      fr: 'Droit de la famille',
    },
  },
  {
    slug: 'commercial',
    names: {
      en: 'Commercial Law',
      so: 'Sharciga Ganacsiga',
      ar: 'القانون التجاري',
      fr: 'Droit commercial',
    },
  },
  {
    slug: 'constitutional',
    names: {
      en: 'Constitutional Law',
      so: 'Sharciga Dastuuriga',
      ar: 'القانون الدستوري',
      fr: 'Droit constitutionnel',
    },
  },
];
