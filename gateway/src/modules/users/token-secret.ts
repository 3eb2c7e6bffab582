import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * A personal access token: `bpat_` (bar-portal access token), 40 random base-62 characters
 * (about 238 bits) and a 6-character CRC-32 checksum of what precedes it, e.g.
 * `bpat_3kT…9Qa0Zb1c`. The prefix lets secret scanners (and people) recognise a leaked token;
 * the checksum lets them, and the gateway, tell a real token from a lookalike without a lookup.
 */
export const TOKEN_PREFIX = 'bpat_';
const BODY_LENGTH = 40;
const CHECKSUM_LENGTH = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

/** A new token; randomInt draws each character without modulo bias. */
export function generateToken(): string {
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${TOKEN_PREFIX}${body}${checksumOf(`${TOKEN_PREFIX}${body}`)}`;
}

/** Whether `value` has the shape and checksum of a token (says nothing of whether it exists). */
export function isWellFormedToken(value: string): boolean {
  if (!TOKEN_PATTERN.test(value)) return false;
  const split = value.length - CHECKSUM_LENGTH;
  return checksumOf(value.slice(0, split)) === value.slice(split);
}

/**
 * What is stored: the hex SHA-256 of the token. Not a password hash (bcrypt, argon2): the secret
 * is 238 random bits, so a leaked hash cannot be reversed by guessing, and a fast hash keeps
 * the per-request lookup an indexed equality match costing microseconds, where a slow salted
 * hash would cost every API request tens of milliseconds of CPU and need a scan to find the row.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The last characters, shown in lists to tell tokens apart: only checksum, no secret. */
export function tokenHint(token: string): string {
  return token.slice(-4);
}

function checksumOf(text: string): string {
  let value = crc32(text);
  let encoded = '';
  for (let index = 0; index < CHECKSUM_LENGTH; index++) {
    encoded = ALPHABET[value % ALPHABET.length] + encoded;
    value = Math.floor(value / ALPHABET.length);
  }
  return encoded;
}
