import type { FastifyRequest } from 'fastify';
import { badUserInput } from '../../errors/domain-error.js';
import { type PageForms, pageFormViewer, pageFormViewerId } from '../../http/page-forms.js';
import {
  requestConnection,
  respondToConnection,
  withdrawConnectionRequest,
} from './connections.service.js';
import { saveMemberProfile } from './member-profiles.service.js';
import { changeSuspension } from './member-suspension.service.js';

/** The connections page (web pages/connections). */
export const CONNECTIONS_PATH = '/connections';
/** The members directory (web pages/members). */
export const DIRECTORY_PATH = '/members';
/** The viewer's profile form (web pages/profile-details). */
export const PROFILE_DETAILS_PATH = '/profile/details';

/** What a connection button posts: the request it is about and what to do with it. */
const CONNECTION_ACTIONS = ['connect', 'accept', 'decline', 'withdraw'] as const;
type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

/** Runs one connection button's action through the service its GraphQL mutation calls. */
async function act(
  request: FastifyRequest,
  viewerId: string,
  values: Record<string, string>,
  memberId: string,
): Promise<ConnectionAction> {
  const action = values.action as ConnectionAction;
  if (!CONNECTION_ACTIONS.includes(action)) {
    throw badUserInput({ action: `must be one of ${CONNECTION_ACTIONS.join(', ')}` });
  }
  const connectionId = values.connectionId ?? '';
  if (action === 'connect') await requestConnection(request.em, viewerId, memberId);
  else if (action === 'withdraw') {
    await withdrawConnectionRequest(request.em, viewerId, connectionId);
  } else await respondToConnection(request.em, viewerId, connectionId, action === 'accept');
  return action;
}

/** Comma- or line-separated entries of a text field, as the profile form sends its lists. */
export function entriesOf(text: string | undefined): string[] {
  return (text ?? '').split(/[,\n،]/).map((entry) => entry.trim());
}

/**
 * The members' pages forms without the script (http/page-forms.ts): the connection buttons of
 * the connections page, the directory and a profile, and the profile form; each comes back to its page,
 * which says what was done (`?done=` and whom with `&member=`, `?saved=`).
 */
export function registerMemberForms(pageForms: PageForms): void {
  // The connections page and the directory: buttons about the member they name.
  for (const path of [CONNECTIONS_PATH, DIRECTORY_PATH]) {
    pageForms.add({
      path,
      form: 'connection',
      fields: ['action', 'connectionId', 'memberId'],
      async handle(request, reply, values) {
        const viewerId = await pageFormViewerId(request, reply);
        const memberId = values.memberId ?? '';
        const action = await act(request, viewerId, values, memberId);
        // The member's id lets the page name them, as the script's own message does.
        return `${path}?done=${action}&member=${encodeURIComponent(memberId)}`;
      },
    });
  }
  // A profile's buttons: the connection's, and an admin's suspend and reinstate (one POST route
  // a path, so one form: its `action` says which; web pages/member-profile reads both).
  pageForms.add({
    path: '/members/:id',
    form: 'connection',
    fields: ['action', 'connectionId', 'reason'],
    async handle(request, reply, values) {
      const viewer = await pageFormViewer(request, reply);
      const { id = '' } = request.params as { id?: string };
      const path = `/members/${encodeURIComponent(id)}`;
      if (values.action === 'suspend' || values.action === 'reinstate') {
        const suspend = values.action === 'suspend';
        await changeSuspension(request.em, viewer, id, { suspend, reason: values.reason ?? '' });
        return `${path}?done=${suspend ? 'suspended' : 'reinstated'}`;
      }
      const action = await act(request, viewer.id, values, id);
      return `${path}?done=${action}`;
    },
  });
  pageForms.add({
    path: PROFILE_DETAILS_PATH,
    form: 'memberProfile',
    fields: [
      'title',
      'specialization',
      'bio',
      'practiceAreas',
      'languages',
      'city',
      'phone',
      'phoneVisibility',
      'emailVisibility',
    ],
    async handle(request, reply, values) {
      const viewerId = await pageFormViewerId(request, reply);
      await saveMemberProfile(request.em, viewerId, {
        ...values,
        practiceAreas: entriesOf(values.practiceAreas),
        languages: entriesOf(values.languages),
      });
      return `/members/${viewerId}?saved=profile`;
    },
  });
}
