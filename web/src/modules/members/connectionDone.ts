/** What a connection button does: the key of its confirmation. */
export type ConnectionDone = 'connect' | 'accept' | 'decline' | 'withdraw';

/**
 * What a connection form did without the script, from the page's `?done=` and `&member=` (the
 * gateway's members.forms.ts): the confirmation's key and the member it was about.
 */
export function connectionDone(
  searchParams: URLSearchParams,
): { done: ConnectionDone; memberId: string | null } | null {
  const done = searchParams.get('done');
  if (done === null) return null;
  return {
    done: done === 'accept' || done === 'decline' || done === 'withdraw' ? done : 'connect',
    memberId: searchParams.get('member'),
  };
}
