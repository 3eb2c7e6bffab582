/**
 * What a connection form did without the script, from the page's `?done=` (the gateway's
 * members.forms.ts): the key of the page's confirmation.
 */
export function connectionDone(
  done: string | null,
): 'connect' | 'accept' | 'decline' | 'withdraw' | null {
  if (done === null) return null;
  return done === 'accept' || done === 'decline' || done === 'withdraw' ? done : 'connect';
}
