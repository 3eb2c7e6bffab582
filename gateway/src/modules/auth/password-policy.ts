import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** The length bounds of a password (the upper one bounds the work argon2 does per sign-in). */
export const PASSWORD_LENGTH = { min: 12, max: 256 } as const;

/**
 * zxcvbn's score (0–4) a password needs: 3 is "safely unguessable: moderate protection from an
 * offline slow-hash scenario" (< 10^10 guesses), which refuses the common-password lists, keyboard
 * walks, repeats and dictionary words with digits that the lists shipped with the package cover.
 */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_LENGTH_PROBLEM = `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`;
export const WEAK_PASSWORD_PROBLEM =
  'is too easy to guess (a common or breached password, a repeat or a keyboard pattern)';

/**
 * The estimate runs on the event loop and, on random-looking input, grows fast with the length
 * and the leet substitutions tried (a 256-character random password took 1.5 s with the
 * defaults): only the first 64 characters are rated (longer ones are never weak because of
 * what follows) and at most 10 substitutions are tried, which bounds a check to tens of ms.
 */
const RATED_LENGTH = 64;
const LEET_SUBSTITUTIONS = 10;

let estimator: ZxcvbnFactory | undefined;

// Built on first use: the dictionaries take a moment and some memory, and most processes never
// set a password.
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: RATED_LENGTH,
    l33tMaxSubstitutions: LEET_SUBSTITUTIONS,
  });
  return estimator;
}

/**
 * What is wrong with a new password, or undefined when it may be used. `personal` are words of
 * the account (name, username, e-mail) that make a password easier to guess.
 */
export function passwordProblem(
  password: string,
  personal: readonly string[] = [],
): string | undefined {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return PASSWORD_LENGTH_PROBLEM;
  }
  // Each word on its own, so that a name's parts are caught wherever they appear.
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  const { score } = strengthEstimator().check(password, [...new Set([...personal, ...words])]);
  return score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_PROBLEM : undefined;
}
