import { Trans } from '../../../i18n/react.js';
import { MemberLink } from './MemberLink.js';

/**
 * "By <name>" with the name a link to the author's profile. The catalog's sentence places the
 * name (`<author>{{name}}</author>`); the link draws it, so the name is never parsed as markup.
 */
export function ByAuthor({ author }: { author: { id: string; fullName: string } }) {
  return (
    <Trans
      i18nKey="pages.discussions.byAuthor"
      values={{ name: '' }}
      components={{ author: <MemberLink member={author} /> }}
    />
  );
}
