import { setPasswordHashCostForTests } from '../modules/auth/password.js';

/**
 * Test passwords guard nothing, so their hashes take the smallest Argon2id cost (1 MiB, 1 pass)
 * instead of production's (PASSWORD_HASH_COST, pinned by password.test.ts). Called by the
 * per-file set-up and by the global set-up before it seeds the template's demo accounts.
 */
export function useTestPasswordCost(): void {
  setPasswordHashCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
}
