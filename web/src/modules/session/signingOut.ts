import { makeVar } from '@apollo/client';

/**
 * True while a sign-out is under way. The session is then half cleared (the store emptied, `me`
 * not yet asked again), so the guards wait rather than redirect on it.
 */
export const signingOut = makeVar(false);
