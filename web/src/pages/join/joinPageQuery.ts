import { InvitationDocument } from '../../generated/public/invitations.js';
import type { ServerQuery } from '../../routing/serverQuery.js';

/**
 * What /join/<token> asks for: the gateway asks the same first, so that the invitation and its
 * form are in the first HTML (they work without the script). A link that is no longer valid
 * answers an error: the page is then drawn in the browser.
 */
export const joinPageQuery: ServerQuery = {
  document: InvitationDocument,
  variables: ({ token = '' }) => ({ token }),
  found: () => true,
};
