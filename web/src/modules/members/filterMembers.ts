/** The fields the directory's search box looks in. */
export interface SearchableMember {
  fullName: string;
  username: string;
  specialization: string | null;
}

/**
 * The members whose full name, specialization or username contains the text, ignoring case and
 * the spaces around it; all of them for a blank text.
 */
export function filterMembers<T extends SearchableMember>(
  members: readonly T[],
  text: string,
): readonly T[] {
  const query = text.trim().toLocaleLowerCase();
  if (!query) return members;
  return members.filter((member) =>
    [member.fullName, member.specialization ?? '', member.username].some((field) =>
      field.toLocaleLowerCase().includes(query),
    ),
  );
}
