import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's algorithm by default) at OWASP's recommended minimum: 19 MiB, 2 passes,
 * 1 lane. Written out rather than left to the library's defaults, so that password.test.ts pins
 * what production uses.
 */
export const PASSWORD_HASH_COST: Readonly<Options> = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let cost: Readonly<Options> = PASSWORD_HASH_COST;

/**
 * For the test set-up only (src/test, never built; password.test.ts checks nothing else calls
 * it): hashes made afterwards use `testCost`. A hash or a check at the production cost takes
 * about 10 ms of CPU and the tests make hundreds; a check reads the cost from the stored hash,
 * so hashes of either cost keep verifying.
 */
export function setPasswordHashCostForTests(testCost: Readonly<Options>): void {
  cost = testCost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash can never match; it must not turn a sign-in into a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}

/** Computes the dummy hash at start-up, so that even the first unknown e-mail takes normal time. */
export async function prepareDummyHash(): Promise<void> {
  await getDummyHash();
}

/**
 * Spends the time of a real password check when the e-mail is unknown, so that response times do
 * not reveal which e-mail addresses have an account. Always false.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(await getDummyHash(), password);
  return false;
}
