import { describe, expect, it } from 'vitest';
import { filterLawyers, isHttpUrl } from './filterLawyers.js';
import { ALL_SPECIALIZATIONS, type PublicLawyer } from './types.js';

const lawyer = (overrides: Partial<PublicLawyer>): PublicLawyer => ({
  id: '1',
  slug: 'hodan-farah',
  fullName: 'Hodan Farah',
  specialization: 'Corporate Law',
  practiceAreas: ['Mergers'],
  languages: ['Somali'],
  experience: null,
  bio: null,
  profileImage: null,
  verified: 0,
  averageRating: 0,
  totalReviews: 0,
  consultationRate: null,
  publicConsultationAvailable: true,
  contactPhone: null,
  officeAddress: null,
  websiteUrl: null,
  linkedinUrl: null,
  ...overrides,
});

const lawyers = [
  lawyer({ id: 'a', fullName: 'Hodan Farah' }),
  lawyer({
    id: 'b',
    fullName: 'Ayaan Jama',
    specialization: 'Family Law',
    practiceAreas: ['Custody'],
  }),
  lawyer({
    id: 'c',
    fullName: 'Said Dahir',
    specialization: 'Family Law',
    publicConsultationAvailable: false,
  }),
];

describe('lawyer directory filters', () => {
  it('searches name, specialization and practice areas, case-insensitively and trimmed', () => {
    expect(filterLawyers(lawyers, '  hodan ', ALL_SPECIALIZATIONS).map((row) => row.id)).toEqual([
      'a',
    ]);
    expect(filterLawyers(lawyers, 'FAMILY', ALL_SPECIALIZATIONS).map((row) => row.id)).toEqual([
      'b',
      'c',
    ]);
    expect(filterLawyers(lawyers, 'custody', ALL_SPECIALIZATIONS).map((row) => row.id)).toEqual([
      'b',
    ]);
    expect(filterLawyers(lawyers, '   ', ALL_SPECIALIZATIONS)).toHaveLength(3);
  });

  it('filters by specialization', () => {
    expect(filterLawyers(lawyers, '', 'Corporate Law').map((row) => row.id)).toEqual(['a']);
  });

  it('links only http(s) addresses', () => {
    expect(isHttpUrl('https://example.org')).toBe(true);
    expect(isHttpUrl('http://example.org')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.org')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
