/** The messages page with this member chosen as the other participant. */
export function messagesWithPath(memberId: string): string {
  return `/messages?${new URLSearchParams({ with: memberId })}`;
}
