import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// Crockford-like alphabet without 0/O, 1/I/L: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 16 characters (about 79 bits each), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** What is stored and compared: case, spaces and dashes do not matter to the person typing. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
