import { expect, it } from 'vitest';
import { initialsOf } from './initials.js';

it('takes the first letters of the first and the last name', () => {
  expect(initialsOf('Amina Yusuf Abdi')).toBe('AA');
  expect(initialsOf('  hodan   farah ')).toBe('HF');
  expect(initialsOf('Cabdi')).toBe('C');
  expect(initialsOf('')).toBe('');
});

it('keeps letters outside the Latin alphabet whole', () => {
  expect(initialsOf('عائشة محمد')).toBe('عم');
});
