import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_MFA_SECRET_KEY, parseSecretKey, SecretBox } from './secret-box.js';

const box = new SecretBox(randomBytes(32));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecretBox', () => {
  it('seals a secret so that the stored text does not reveal it, and opens it again', () => {
    const sealed = box.seal(SECRET, 'user-1');
    expect(sealed).not.toContain(SECRET);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'user-1')).toBe(SECRET);
    // A fresh IV each time: equal secrets do not look equal.
    expect(box.seal(SECRET, 'user-1')).not.toBe(sealed);
  });

  it('refuses a value moved to another user, tampered with, or sealed with another key', () => {
    const sealed = box.seal(SECRET, 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const [version, iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'user-1'),
    ).toThrow();
    expect(() => new SecretBox(DEVELOPMENT_MFA_SECRET_KEY).open(sealed, 'user-1')).toThrow();
    expect(() => box.open(SECRET, 'user-1')).toThrow('not a sealed MFA secret');
  });

  it('reads MFA_SECRET_KEY as base64 or hex of 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey('too short')).toBeNull();
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
