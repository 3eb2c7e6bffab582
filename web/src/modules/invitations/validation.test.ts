import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidFullName, isValidPassword, isValidUsername } from './validation.js';

describe('invitation rules', () => {
  it('accepts an e-mail address and refuses others', () => {
    expect(isValidEmail(' new.member@example.org ')).toBe(true);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail(`${'x'.repeat(250)}@example.org`)).toBe(false);
  });

  it('wants a full name of 2 to 120 characters after trimming', () => {
    expect(isValidFullName(' A ')).toBe(false);
    expect(isValidFullName('Ali')).toBe(true);
    expect(isValidFullName('x'.repeat(121))).toBe(false);
  });

  it('allows usernames of lowercase letters, digits, _ and . (3 to 40)', () => {
    expect(isValidUsername('hodan.farah_2')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('Hodan')).toBe(false);
    expect(isValidUsername('with-dash')).toBe(false);
    expect(isValidUsername('x'.repeat(41))).toBe(false);
  });

  it('wants passwords of 12 to 256 characters', () => {
    expect(isValidPassword('x'.repeat(11))).toBe(false);
    expect(isValidPassword('x'.repeat(12))).toBe(true);
    expect(isValidPassword('x'.repeat(257))).toBe(false);
  });
});
