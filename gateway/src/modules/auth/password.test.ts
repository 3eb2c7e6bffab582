import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestPasswordCost } from '../../test/password-cost.js';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  setPasswordHashCostForTests,
  verifyPassword,
} from './password.js';

const SOURCES = new URL('../../', import.meta.url).pathname;

describe('password hashes', () => {
  it('use Argon2id at 19 MiB, 2 passes and 1 lane (OWASP) unless the test set-up lowers it', async () => {
    setPasswordHashCostForTests(PASSWORD_HASH_COST);
    try {
      const hash = await hashPassword('correct horse');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash, 'correct horse')).toBe(true);
      expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    } finally {
      useTestPasswordCost();
    }
  });

  it('verify at the cost written in each hash, so test hashes and production ones both check', async () => {
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong horse')).toBe(false);
  });

  it('are lowered by nothing outside the test set-up', async () => {
    const callers: string[] = [];
    for (const entry of await readdir(SOURCES, { recursive: true })) {
      const path = String(entry);
      if (!path.endsWith('.ts') || path.startsWith('test/') || path.endsWith('.test.ts')) continue;
      if (path === 'modules/auth/password.ts') continue;
      const text = await readFile(join(SOURCES, path), 'utf8');
      if (text.includes('setPasswordHashCostForTests')) callers.push(path);
    }
    expect(callers).toEqual([]);
  });
});
