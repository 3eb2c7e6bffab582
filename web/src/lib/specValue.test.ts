import { describe, expect, it } from 'vitest';
import { specValue } from './specValue.js';

describe('specValue', () => {
  it("gives a GraphQL enum value's kebab-case form, the catalogs' key", () => {
    expect(specValue('LEGAL_UPDATES')).toBe('legal-updates');
    expect(specValue('GENERAL_PUBLIC')).toBe('general-public');
    expect(specValue('LINKEDIN')).toBe('linkedin');
  });

  it('leaves a value already in that form as it is', () => {
    expect(specValue('legal-updates')).toBe('legal-updates');
  });
});
