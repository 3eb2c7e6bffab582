import { Link } from '../../../ui/Link.js';
import { UserText } from '../../../ui/UserText.js';
import { memberPath } from '../memberPath.js';

/**
 * A member's name as a link to their profile. The name is the member's own text, in any script:
 * isolated so that it keeps its direction inside a sentence of the page's language.
 */
export function MemberLink({
  member,
  className,
}: {
  member: { id: string; fullName: string };
  className?: string;
}) {
  return (
    <Link href={memberPath(member.id)} className={className}>
      <UserText>{member.fullName}</UserText>
    </Link>
  );
}
