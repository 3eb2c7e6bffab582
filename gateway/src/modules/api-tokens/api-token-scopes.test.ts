// Every GraphQL root field and every /api route, called with a personal access token of each
// scope, for a member and for staff: a token opens exactly what its member may do and its scopes
// cover. The tables below pin the scope each one needs: a new field or route fails this file
// until its scope is recorded here (a reviewed decision, like the public allow-lists).
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema, RESOLVER_CLASSES } from '../../app/graphql-schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { listRootFieldAccess, type RootFieldAccess } from '../../graphql/access.js';
import type { RouteAccess } from '../../http/fastify-types.js';
import { fieldName, operationFor, requestFor, routeName } from '../../test/root-field-calls.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { DocumentStatus } from '../../values/document-status.js';
import { Role } from '../../values/role.js';
import type { RequiredScope } from '../users/api-token-scope.js';

/** A scope as the tables spell it (the enum's string values). */
type Scope = `${RequiredScope}`;

const GRAPHQL_SCOPES: Record<string, Scope> = {
  'Query.myApiTokens': 'read',
  'Query.memberApiTokens': 'moderate',
  'Query.me': 'read',
  'Query.mfaStatus': 'session',
  'Query.mySessions': 'session',
  'Query.myDataExport': 'session',
  'Query.trackedConsultation': 'read',
  'Query.myConsultationRequests': 'read',
  'Query.pendingLawyerReviews': 'moderate',
  'Query.discussions': 'read',
  'Query.discussion': 'read',
  'Query.previewPost': 'read',
  'Query.documents': 'read',
  'Query.document': 'read',
  'Query.documentUploadLimits': 'read',
  'Query.invitations': 'moderate',
  'Query.invitation': 'read',
  'Query.publicLawyers': 'read',
  'Query.publicLawyerFilters': 'read',
  'Query.myLawyerProfile': 'read',
  'Query.members': 'read',
  'Query.memberSuggestions': 'read',
  'Query.memberCount': 'read',
  'Query.member': 'read',
  'Query.memberProfile': 'read',
  'Query.myConnections': 'read',
  'Query.membershipApplications': 'moderate',
  'Query.conversations': 'read',
  'Query.conversation': 'read',
  'Query.presence': 'read',
  'Query.adminStats': 'moderate',
  'Query.pendingNews': 'moderate',
  'Query.pendingReviews': 'moderate',
  'Query.consultations': 'moderate',
  'Query.pendingContent': 'moderate',
  'Query.news': 'read',
  'Query.newsItem': 'read',
  'Query.notifications': 'read',
  'Query.practiceAreas': 'read',
  'Query.search': 'read',
  'Query.securityEvents': 'moderate',
  'Query.auditEntries': 'moderate',
  'Query.insight': 'moderate',
  'Query.memberSuspension': 'moderate',
  'Query.memberHistory': 'moderate',
  'Mutation.suspendMember': 'moderate',
  'Mutation.reinstateMember': 'moderate',
  'Mutation.changeMemberRole': 'moderate',
  'Mutation.resendInvitation': 'moderate',
  'Query.shellCounts': 'read',
  'Query.portalStats': 'read',
  'Query.mySubmissions': 'read',
  'Query.events': 'read',
  'Query.event': 'read',
  'Query.recentSocialActivity': 'read',
  'Mutation.createApiToken': 'session',
  'Mutation.revokeApiToken': 'write',
  'Mutation.revokeMemberApiToken': 'moderate',
  'Mutation.signIn': 'session',
  'Mutation.completeSignIn': 'session',
  'Mutation.signOut': 'session',
  'Mutation.startMfaEnrolment': 'session',
  'Mutation.confirmMfaEnrolment': 'session',
  'Mutation.disableMfa': 'session',
  'Mutation.regenerateMfaRecoveryCodes': 'session',
  'Mutation.reauthenticate': 'session',
  'Mutation.revokeSession': 'session',
  'Mutation.signOutEverywhereElse': 'session',
  'Mutation.requestPasswordReset': 'session',
  'Mutation.resetPassword': 'session',
  'Mutation.changePassword': 'session',
  'Mutation.requestDataExport': 'session',
  'Mutation.closeAccount': 'session',
  'Mutation.requestEmailChange': 'session',
  'Mutation.confirmEmailChange': 'session',
  'Mutation.reviewConsultation': 'write',
  'Mutation.respondToConsultation': 'write',
  'Mutation.sendContactMessage': 'write',
  'Mutation.createDiscussion': 'write',
  'Mutation.replyToDiscussion': 'write',
  'Mutation.toggleDiscussionLike': 'write',
  'Mutation.toggleDiscussionReplyLike': 'write',
  'Mutation.recordDiscussionView': 'write',
  'Mutation.editDiscussion': 'write',
  'Mutation.updateMailPreferences': 'write',
  'Query.mailPreferences': 'read',
  'Mutation.setDiscussionWatch': 'write',
  'Mutation.deleteDiscussion': 'write',
  'Mutation.editDiscussionReply': 'write',
  'Mutation.deleteDiscussionReply': 'write',
  'Mutation.deleteDocument': 'write',
  'Mutation.inviteMember': 'moderate',
  'Mutation.acceptInvitation': 'session',
  'Mutation.saveLawyerProfile': 'write',
  'Mutation.verifyLawyer': 'moderate',
  'Mutation.requestConnection': 'write',
  'Mutation.respondToConnection': 'write',
  'Mutation.withdrawConnectionRequest': 'write',
  'Mutation.updateMemberProfile': 'write',
  'Mutation.applyForMembership': 'write',
  'Mutation.decideMembershipApplication': 'moderate',
  'Mutation.sendMessage': 'write',
  'Mutation.markConversationRead': 'write',
  'Mutation.decideNews': 'moderate',
  'Mutation.flagPost': 'write',
  'Mutation.decideFlaggedPost': 'moderate',
  'Query.flaggedPosts': 'moderate',
  'Mutation.decideReview': 'moderate',
  'Mutation.decideContent': 'moderate',
  'Mutation.toggleNewsBookmark': 'write',
  'Mutation.createAnnouncement': 'moderate',
  'Mutation.markNotificationsRead': 'write',
  'Mutation.markAllNotificationsRead': 'write',
  'Mutation.submitNews': 'write',
  'Mutation.resubmitContent': 'write',
  'Mutation.submitEvent': 'write',
  'Mutation.submitSocialPost': 'write',
  'Mutation.rsvpEvent': 'write',
  // Lawyer pages, events and webhooks (merged after this table was first written).
  'Mutation.cancelEvent': 'moderate',
  'Mutation.createWebhookEndpoint': 'moderate',
  'Mutation.deleteWebhookEndpoint': 'moderate',
  'Mutation.markEventAttendance': 'moderate',
  'Mutation.redeliverWebhook': 'moderate',
  'Mutation.regenerateCalendarFeed': 'write',
  'Mutation.revokeCalendarFeed': 'write',
  'Mutation.sendTestWebhook': 'moderate',
  'Mutation.updateEvent': 'moderate',
  'Mutation.updateWebhookEndpoint': 'moderate',
  'Query.calendarFeed': 'read',
  'Query.eventAttendees': 'moderate',
  'Query.publicEvents': 'read',
  'Query.publicLawyer': 'read',
  'Query.publicLawyerHead': 'read',
  'Query.publicLawyerReviews': 'read',
  'Query.webhookDeliveries': 'moderate',
  'Query.webhookEndpoints': 'moderate',
};

const ROUTE_SCOPES: Record<string, Scope> = {
  'GET /api/session': 'read',
  'HEAD /api/session': 'read',
  'POST /api/session': 'session',
  'POST /api/session/mfa': 'session',
  'POST /api/session/reauthenticate': 'session',
  'POST /api/password-reset': 'session',
  'POST /api/password-reset/confirm': 'session',
  'POST /api/account/password': 'session',
  'POST /api/account/email': 'session',
  'POST /api/account/email/confirm': 'session',
  'DELETE /api/session': 'session',
  'POST /api/mfa/enrolment': 'session',
  'POST /api/mfa/enrolment/confirm': 'session',
  'POST /api/mfa/disable': 'session',
  'POST /api/mfa/recovery-codes': 'session',
  'GET /api/sessions': 'session',
  'HEAD /api/sessions': 'session',
  'DELETE /api/sessions': 'session',
  'DELETE /api/sessions/:id': 'session',
  'GET /api/tokens': 'read',
  'HEAD /api/tokens': 'read',
  'POST /api/tokens': 'session',
  'DELETE /api/tokens/:id': 'write',
  'GET /api/admin/tokens': 'moderate',
  'HEAD /api/admin/tokens': 'moderate',
  'DELETE /api/admin/tokens/:id': 'moderate',
  'GET /api/practice-areas': 'read',
  'HEAD /api/practice-areas': 'read',
  'GET /api/stats': 'read',
  'HEAD /api/stats': 'read',
  'GET /api/discussions': 'read',
  'HEAD /api/discussions': 'read',
  'PATCH /api/discussions/:id': 'write',
  'GET /api/me/data-export': 'session',
  'HEAD /api/me/data-export': 'session',
  // No HEAD: it would use up the one-time link.
  'GET /api/me/data-export/download/:token': 'session',
  'POST /api/me/data-export': 'session',
  'POST /api/me/close-account': 'session',
  'GET /api/me/mail-preferences': 'read',
  'HEAD /api/me/mail-preferences': 'read',
  'PUT /api/me/mail-preferences': 'write',
  'PUT /api/discussions/:id/watch': 'write',
  'DELETE /api/discussions/:id/watch': 'write',
  'DELETE /api/discussions/:id': 'write',
  'PATCH /api/discussion-replies/:id': 'write',
  'DELETE /api/discussion-replies/:id': 'write',
  'PUT /api/discussion-replies/:id/like': 'write',
  'DELETE /api/discussion-replies/:id/like': 'write',
  'GET /api/search': 'read',
  'HEAD /api/search': 'read',
  'GET /api/users': 'read',
  'HEAD /api/users': 'read',
  'GET /api/members/:id': 'read',
  'HEAD /api/members/:id': 'read',
  'PUT /api/members/me/profile': 'write',
  'GET /api/connections': 'read',
  'HEAD /api/connections': 'read',
  'POST /api/connections': 'write',
  'POST /api/connections/:id/accept': 'write',
  'POST /api/connections/:id/decline': 'write',
  'DELETE /api/connections/:id': 'write',
  'GET /api/news': 'read',
  'HEAD /api/news': 'read',
  'GET /api/messages': 'read',
  'HEAD /api/messages': 'read',
  'POST /api/admin/content/news': 'write',
  'POST /api/admin/content/events': 'write',
  'POST /api/admin/content/social': 'write',
  'GET /api/submissions/mine': 'read',
  'HEAD /api/submissions/mine': 'read',
  'GET /api/social/activity': 'read',
  'HEAD /api/social/activity': 'read',
  'GET /api/admin/stats': 'moderate',
  'HEAD /api/admin/stats': 'moderate',
  'GET /api/admin/news/pending': 'moderate',
  'GET /api/admin/flags': 'moderate',
  'HEAD /api/admin/flags': 'moderate',
  'POST /api/admin/flags/discussion/:id/decision': 'moderate',
  'POST /api/admin/flags/reply/:id/decision': 'moderate',
  'POST /api/discussions/:id/flag': 'write',
  'POST /api/submissions/:id/resubmit': 'write',
  'POST /api/discussion-replies/:id/flag': 'write',
  'HEAD /api/admin/news/pending': 'moderate',
  'GET /api/admin/reviews/pending': 'moderate',
  'HEAD /api/admin/reviews/pending': 'moderate',
  'GET /api/admin/consultations': 'moderate',
  'HEAD /api/admin/consultations': 'moderate',
  'GET /api/admin/content/pending': 'moderate',
  'HEAD /api/admin/content/pending': 'moderate',
  'POST /api/admin/news/:id/approve': 'moderate',
  'POST /api/admin/reviews/:id/approve': 'moderate',
  'POST /api/admin/content/:type/:id/approve': 'moderate',
  'GET /api/admin/security-events': 'moderate',
  'GET /api/admin/audit': 'moderate',
  'HEAD /api/admin/audit': 'moderate',
  'GET /api/admin/audit.csv': 'moderate',
  'HEAD /api/admin/audit.csv': 'moderate',
  'GET /api/admin/insight': 'moderate',
  'HEAD /api/admin/insight': 'moderate',
  'GET /api/admin/members/:id/suspension': 'moderate',
  'HEAD /api/admin/members/:id/suspension': 'moderate',
  'POST /api/admin/members/:id/suspend': 'moderate',
  'POST /api/admin/members/:id/reinstate': 'moderate',
  'POST /api/admin/members/:id/role': 'moderate',
  'GET /api/admin/members/:id/history': 'moderate',
  'HEAD /api/admin/members/:id/history': 'moderate',
  'POST /api/admin/invitations/:id/resend': 'moderate',
  'HEAD /api/admin/security-events': 'moderate',
  'POST /api/consultations': 'write',
  'GET /api/documents': 'read',
  'HEAD /api/documents': 'read',
  'GET /api/documents/:id/download': 'read',
  'HEAD /api/documents/:id/download': 'read',
  'POST /api/csp-reports': 'write',
  'POST /api/documents': 'write',
  'GET /api/public/lawyers': 'read',
  'HEAD /api/public/lawyers': 'read',
  'GET /api/public/lawyer-filters': 'read',
  'HEAD /api/public/lawyer-filters': 'read',
  'GET /api/lawyers/photos/:key': 'read',
  'HEAD /api/lawyers/photos/:key': 'read',
  'DELETE /api/lawyers/me/photo': 'write',
  'PUT /api/lawyers/me/photo': 'write',
  'POST /api/membership-applications': 'write',
  'POST /api/contact': 'write',
  // Lawyer pages, events, the REST contract.
  'DELETE /api/calendar/feed': 'write',
  'GET /api/calendar/:token.ics': 'read',
  'GET /api/docs': 'read',
  'GET /api/docs/json': 'read',
  'GET /api/docs/static/*': 'read',
  'GET /api/docs/static/index.html': 'read',
  'GET /api/docs/static/swagger-initializer.js': 'read',
  'GET /api/docs/yaml': 'read',
  'GET /api/events': 'read',
  'GET /api/events/:id': 'read',
  'GET /api/events/:id/attendees': 'moderate',
  'GET /api/events/:id/attendees.csv': 'moderate',
  'GET /api/events/:id/event.ics': 'read',
  'GET /api/events/public': 'read',
  'GET /api/openapi.json': 'read',
  'GET /api/public/lawyer-specializations': 'read',
  'GET /api/public/lawyers/:slug': 'read',
  'GET /api/public/lawyers/:slug/reviews': 'read',
  'HEAD /api/calendar/:token.ics': 'read',
  'HEAD /api/docs': 'read',
  'HEAD /api/docs/': 'read',
  'HEAD /api/docs/json': 'read',
  'HEAD /api/docs/static/*': 'read',
  'HEAD /api/docs/static/index.html': 'read',
  'HEAD /api/docs/static/swagger-initializer.js': 'read',
  'HEAD /api/docs/yaml': 'read',
  'HEAD /api/events': 'read',
  'HEAD /api/events/:id': 'read',
  'HEAD /api/events/:id/attendees': 'moderate',
  'HEAD /api/events/:id/attendees.csv': 'moderate',
  'HEAD /api/events/:id/event.ics': 'read',
  'HEAD /api/events/public': 'read',
  'HEAD /api/openapi.json': 'read',
  'HEAD /api/public/lawyer-specializations': 'read',
  'HEAD /api/public/lawyers/:slug': 'read',
  'HEAD /api/public/lawyers/:slug/reviews': 'read',
  'PATCH /api/events/:id': 'moderate',
  'POST /api/calendar/feed': 'write',
  'POST /api/events/:id/attendance': 'moderate',
  'POST /api/events/:id/cancel': 'moderate',
  'POST /api/events/:id/rsvp': 'write',
};

/** What each test token is: whose, and with which scopes (the GraphQL enum names). */
const TOKENS = [
  { role: Role.MEMBER, scopes: ['read'] },
  { role: Role.MEMBER, scopes: ['write'] },
  { role: Role.MODERATOR, scopes: ['moderate'] },
  // F5: a moderator's tokens without `moderate` act as a member's.
  { role: Role.MODERATOR, scopes: ['read'] },
  { role: Role.MODERATOR, scopes: ['read', 'write'] },
  { role: Role.MODERATOR, scopes: ['read', 'write', 'moderate'] },
  { role: Role.ADMIN, scopes: ['read'] },
  { role: Role.ADMIN, scopes: ['write'] },
  { role: Role.ADMIN, scopes: ['moderate'] },
] as const;

interface TokenCase {
  role: Role;
  scopes: readonly string[];
  secret: string;
  label: string;
}

const REFUSING_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'INSUFFICIENT_SCOPE', 'MFA_REQUIRED'];

let gateway: TestGateway;
let schema: GraphQLSchema;
const tokens: TokenCase[] = [];

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  schema = await buildGraphQLSchema();
  const cookies = new Map<Role, string>();
  for (const { role, scopes } of TOKENS) {
    const email = DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';
    const cookie = cookies.get(role) ?? (await signInAs(gateway.app, email, DEMO_PASSWORD));
    cookies.set(role, cookie);
    const { body } = await graphql<{ createApiToken: { token: string } }>(
      gateway.app,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      {
        token: cookie,
        variables: { input: { name: 'walk', scopes: scopes.map((scope) => scope.toUpperCase()) } },
      },
    );
    const secret = body.data?.createApiToken.token;
    if (!secret) throw new Error(`no ${role} token: ${JSON.stringify(body.errors)}`);
    tokens.push({ role, scopes, secret, label: `${role} [${scopes.join(',')}]` });
  }
}, 60_000);

afterAll(async () => {
  await gateway.close();
});

/** What the guard should answer: refused for the scope, refused for the role, or let through. */
function expectedOutcome(
  required: Scope,
  access: RouteAccess,
  token: TokenCase,
): 'scope' | 'role' | 'allowed' {
  if (required === 'session' || !(token.scopes as readonly string[]).includes(required)) {
    return 'scope';
  }
  if (access !== 'public' && access.length > 0 && !access.includes(actingRole(token))) {
    return 'role';
  }
  return 'allowed';
}

/** The role a token acts with: staff need `moderate` to act as staff (F5). */
function actingRole(token: TokenCase): Role {
  return token.role !== Role.MEMBER && !token.scopes.includes('moderate')
    ? Role.MEMBER
    : token.role;
}

describe('the scope tables', () => {
  it('name every GraphQL root field with the scope the gateway derives for it', () => {
    const derived = Object.fromEntries(
      listRootFieldAccess(schema, RESOLVER_CLASSES).map((entry) => [
        fieldName(entry),
        entry.tokenScope,
      ]),
    );
    expect(derived).toEqual(GRAPHQL_SCOPES);
  });

  it('name every /api route with the scope the gateway derives for it', () => {
    const derived = Object.fromEntries(
      gateway.app.apiRoutes.map((route) => [routeName(route), route.tokenScope]),
    );
    expect(derived).toEqual(ROUTE_SCOPES);
  });
});

describe('GraphQL with a token', () => {
  it.each(TOKENS.map((_, index) => index))('token %i walks every root field', async (index) => {
    const token = tokens[index] as TokenCase;
    const fields = listRootFieldAccess(schema, RESOLVER_CLASSES) as (RootFieldAccess & {
      access: RouteAccess;
    })[];
    for (const entry of fields) {
      const required = GRAPHQL_SCOPES[fieldName(entry)] as Scope;
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token.secret}` },
        payload: { query: operationFor(schema, entry) },
      });
      const codes = ((response.json().errors ?? []) as { extensions?: { code?: string } }[]).map(
        (error) => error.extensions?.code,
      );
      const context = `${token.label} ${fieldName(entry)}: ${response.statusCode} ${response.body}`;
      switch (expectedOutcome(required, entry.access, token)) {
        case 'scope':
          expect(response.statusCode, context).toBe(403);
          expect(codes, context).toEqual(['INSUFFICIENT_SCOPE']);
          break;
        case 'role':
          expect(codes, context).toContain('FORBIDDEN');
          break;
        case 'allowed':
          expect(
            codes.filter((code) => REFUSING_CODES.includes(code ?? '')),
            context,
          ).toEqual([]);
      }
    }
  });
});

describe('/api with a token', () => {
  it.each(TOKENS.map((_, index) => index))('token %i walks every route', async (index) => {
    const token = tokens[index] as TokenCase;
    for (const route of gateway.app.apiRoutes) {
      const required = ROUTE_SCOPES[routeName(route)] as Scope;
      const response = await gateway.app.inject({
        ...requestFor(route),
        headers: { authorization: `Bearer ${token.secret}` },
      });
      const context = `${token.label} ${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
      // HEAD and 204 answers have no body; the reference page's files and calendars are not JSON.
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      const code = response.body && isJson ? response.json<{ code?: string }>().code : undefined;
      switch (expectedOutcome(required, route.access, token)) {
        case 'scope':
          expect(response.statusCode, context).toBe(403);
          if (route.method !== 'HEAD') expect(code, context).toBe('INSUFFICIENT_SCOPE');
          break;
        case 'role':
          expect(response.statusCode, context).toBe(403);
          if (route.method !== 'HEAD') expect(code, context).toBe('FORBIDDEN');
          break;
        case 'allowed':
          expect([401, 403], context).not.toContain(response.statusCode);
      }
    }
  });
});

describe("a staff member's token without the moderate scope (F5)", () => {
  const tokenOf = (label: string) => {
    const found = tokens.find((token) => token.label === label);
    if (!found) throw new Error(`no token ${label}`);
    return found.secret;
  };
  const asToken = (label: string, query: string, variables: Record<string, unknown> = {}) =>
    gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${tokenOf(label)}` },
      payload: { query, variables },
    });
  const db = () => gateway.orm.em.fork().getConnection();

  it('lists, opens and deletes only what a member may, over GraphQL and REST', async () => {
    const moderatorId = (
      await db().execute<{ id: string }[]>("select id from users where role = 'moderator'")
    )[0]?.id;
    const others = await db().execute<{ id: string }[]>(
      'select id from documents where uploader_id <> ? order by created_at limit 2',
      [moderatorId],
    );
    const [hidden, target] = others.map((row) => row.id);
    // Another member's upload in quarantine: staff see it listed, members do not.
    await db().execute('update documents set status = ? where id = ?', [
      DocumentStatus.QUARANTINED,
      hidden,
    ]);
    const LIST = '{ documents(limit: 200) { id canDelete } }';
    type Listed = { data: { documents: { id: string; canDelete: boolean }[] } };

    for (const label of ['moderator [read]', 'moderator [read,write]']) {
      const listed = (await asToken(label, LIST)).json<Listed>().data.documents;
      expect(
        listed.map((doc) => doc.id),
        label,
      ).not.toContain(hidden);
      expect(listed.find((doc) => doc.id === target)?.canDelete, label).toBe(false);
      const rest = await gateway.app.inject({
        url: '/api/documents?limit=100',
        headers: { authorization: `Bearer ${tokenOf(label)}` },
      });
      expect(rest.json<{ id: string }[]>().map((doc) => doc.id)).not.toContain(hidden);
      const one = await asToken(label, 'query ($id: UUID!) { document(id: $id) { id } }', {
        id: hidden,
      });
      expect(one.json().errors?.[0]?.extensions?.code, label).toBe('NOT_FOUND');
    }

    const deleted = await asToken(
      'moderator [read,write]',
      'mutation ($id: UUID!) { deleteDocument(id: $id) }',
      { id: target },
    );
    expect(deleted.json().errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const left = await db().execute('select id from documents where id = ?', [target]);
    expect(left).toHaveLength(1);

    // With `moderate`, the same moderator acts as staff.
    const staff = (await asToken('moderator [read,write,moderate]', LIST)).json<Listed>().data
      .documents;
    expect(staff.map((doc) => doc.id)).toContain(hidden);
    expect(staff.find((doc) => doc.id === target)?.canDelete).toBe(true);
  });
});
