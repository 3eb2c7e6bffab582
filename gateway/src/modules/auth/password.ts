import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
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
