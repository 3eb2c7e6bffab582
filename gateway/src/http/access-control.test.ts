import type { GraphQLSchema } from 'graphql';
import { buildSchema, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema, RESOLVER_CLASSES } from '../app/graphql-schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import {
  assertEveryRootFieldGuarded,
  listRootFieldAccess,
  type RootFieldAccess,
} from '../graphql/access.js';
import { authChecker } from '../graphql/auth-checker.js';
import type { GraphQLContext } from '../graphql/context.js';
import { fieldName, operationFor, requestFor, routeName } from '../test/root-field-calls.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { Role } from '../values/role.js';
import { isApiDocsPath } from './api-docs.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

// The only things an anonymous visitor may call. Adding to these lists is a reviewed decision.
const PUBLIC_GRAPHQL_FIELDS = [
  'Query.me',
  'Query.practiceAreas',
  'Mutation.signIn',
  // The second sign-in step: only the challenge cookie of a correct password gets anywhere.
  'Mutation.completeSignIn',
  // An invitation link opens its page and creates the account without a session.
  'Query.invitation',
  'Mutation.acceptInvitation',
  // Password recovery: asking answers alike for every address; the mailed link is the key.
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  // A new address is confirmed by the link sent to it, from whatever browser opens it.
  'Mutation.confirmEmailChange',
  // The public lawyer directory; a consultation's private tracking link and its review.
  'Query.publicLawyers',
  'Query.publicLawyerFilters',
  // Each public lawyer's page, its head (title, JSON-LD) and approved reviews.
  'Query.publicLawyer',
  'Query.publicLawyerHead',
  'Query.publicLawyerReviews',
  'Query.trackedConsultation',
  'Mutation.reviewConsultation',
  // /social-connect is public; its recent activity lists the published social posts.
  'Query.recentSocialActivity',
  // The landing page's events: only those staff marked public.
  'Query.publicEvents',
  // The landing page's membership application and the public site's message form.
  'Mutation.applyForMembership',
  'Mutation.sendContactMessage',
];
const PUBLIC_API_ROUTES = [
  'GET /api/practice-areas',
  'HEAD /api/practice-areas',
  'POST /api/session',
  'POST /api/session/mfa',
  // Password recovery and address confirmation: the mailed link's token is the key.
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  'POST /api/account/email/confirm',
  // Spec §6: the directory and the consultation request need no login.
  'GET /api/public/lawyers',
  'HEAD /api/public/lawyers',
  'GET /api/public/lawyer-filters',
  'HEAD /api/public/lawyer-filters',
  'GET /api/public/lawyer-specializations',
  'HEAD /api/public/lawyer-specializations',
  'GET /api/public/lawyers/:slug',
  'HEAD /api/public/lawyers/:slug',
  'GET /api/public/lawyers/:slug/reviews',
  'HEAD /api/public/lawyers/:slug/reviews',
  // The directory's photos (uploaded, re-encoded; only those a profile names are served).
  'GET /api/lawyers/photos/:key',
  'HEAD /api/lawyers/photos/:key',
  'POST /api/consultations',
  'GET /api/social/activity',
  'HEAD /api/social/activity',
  'GET /api/events/public',
  'HEAD /api/events/public',
  // A member's calendar feed: the secret token in the URL is the only key (calendar apps
  // subscribe without a session).
  'GET /api/calendar/:token.ics',
  'HEAD /api/calendar/:token.ics',
  'POST /api/membership-applications',
  'POST /api/contact',
  // Browsers report CSP violations without credentials.
  'POST /api/csp-reports',
  // The REST contract (the reference page's own files, under /api/docs, are public too).
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
];

const memberAccount = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);

let gateway: TestGateway;
let schema: GraphQLSchema;
let memberToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  schema = await buildGraphQLSchema();
  memberToken = await signInAs(gateway.app, memberAccount?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const deniesMembers = (access: RootFieldAccess['access']) =>
  Array.isArray(access) && access.length > 0 && !access.includes(Role.MEMBER);

describe('deny by default: GraphQL', () => {
  it('every query and mutation is guarded or on the public allow-list', () => {
    const fields = listRootFieldAccess(schema, RESOLVER_CLASSES);
    expect(fields.length).toBeGreaterThan(0);
    for (const entry of fields) {
      expect(entry.access, `${fieldName(entry)} declares no access`).not.toBeNull();
      const isPublic = entry.access === 'public';
      expect(isPublic, `${fieldName(entry)}: public and allow-list must agree`).toBe(
        PUBLIC_GRAPHQL_FIELDS.includes(fieldName(entry)),
      );
    }
  });

  it('answers UNAUTHENTICATED to an anonymous caller of every guarded field', async () => {
    const guarded = listRootFieldAccess(schema, RESOLVER_CLASSES).filter(
      (entry) => entry.access !== 'public',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) {
      const { body } = await graphql(gateway.app, operationFor(schema, entry));
      expect(body.errors?.[0]?.extensions?.code, fieldName(entry)).toBe('UNAUTHENTICATED');
      expect(body.errors?.[0]?.message).toBe('Sign in to continue.');
    }
  });

  it('answers FORBIDDEN to a member calling a staff-only field', async () => {
    const staffOnly = listRootFieldAccess(schema, RESOLVER_CLASSES).filter((entry) =>
      deniesMembers(entry.access),
    );
    for (const entry of staffOnly) {
      const { body } = await graphql(gateway.app, operationFor(schema, entry), {
        token: memberToken,
      });
      expect(body.errors?.[0]?.extensions?.code, fieldName(entry)).toBe('FORBIDDEN');
    }
  });

  it('the auth checker refuses anonymous callers and callers without one of the roles', () => {
    const member = { id: '1', role: Role.MEMBER } as GraphQLContext['viewer'];
    const data = (viewer: GraphQLContext['viewer']) =>
      ({ context: { viewer } }) as Parameters<typeof authChecker>[0];
    expect(() => authChecker(data(null), [])).toThrow('Sign in to continue.');
    expect(() => authChecker(data(member), [Role.ADMIN])).toThrow(
      'You do not have permission to do this.',
    );
    expect(authChecker(data(member), [])).toBe(true);
    expect(authChecker(data(member), [Role.MEMBER, Role.ADMIN])).toBe(true);
  });

  it('refuses to build a schema with a root field that is neither @Authorized nor @Public', async () => {
    @Resolver()
    class CarelessResolver {
      @Query(() => String)
      secret(): string {
        return 'leaked';
      }
    }
    const careless = await buildSchema({ resolvers: [CarelessResolver], authChecker });
    expect(() => assertEveryRootFieldGuarded(careless, [CarelessResolver])).toThrow(
      /missing on: Query\.secret/,
    );
  });
});

describe('deny by default: REST', () => {
  it('every /api route is guarded or on the public allow-list', () => {
    const routes = gateway.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(
        route.access === 'public',
        `${routeName(route)}: public and allow-list must agree`,
      ).toBe(PUBLIC_API_ROUTES.includes(routeName(route)) || isApiDocsPath(route.url));
    }
  });

  it('answers 401 UNAUTHENTICATED to an anonymous caller of every guarded route', async () => {
    const guarded = gateway.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await gateway.app.inject(requestFor(route));
      expect(response.statusCode, routeName(route)).toBe(401);
      if (route.method !== 'HEAD') {
        expect(response.json(), routeName(route)).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('answers 403 FORBIDDEN to a member calling a staff-only route', async () => {
    const staffOnly = gateway.app.apiRoutes.filter((route) => deniesMembers(route.access));
    for (const route of staffOnly) {
      const response = await gateway.app.inject({
        ...requestFor(route),
        cookies: { [SESSION_COOKIE_NAME]: memberToken },
      });
      expect(response.statusCode, routeName(route)).toBe(403);
    }
  });

  it('enforces a role list: 403 for a member, 200 for an admin', async () => {
    const probe = await startTestGateway({
      seed: true,
      extend: (app) => {
        app.get('/api/probe/admin-only', { config: { access: [Role.ADMIN] } }, async () => ({
          ok: true,
        }));
      },
    });
    try {
      const admin = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);
      const adminToken = await signInAs(probe.app, admin?.email ?? '', DEMO_PASSWORD);
      const asMember = await probe.app.inject({
        url: '/api/probe/admin-only',
        cookies: {
          [SESSION_COOKIE_NAME]: await signInAs(
            probe.app,
            memberAccount?.email ?? '',
            DEMO_PASSWORD,
          ),
        },
      });
      const asAdmin = await probe.app.inject({
        url: '/api/probe/admin-only',
        cookies: { [SESSION_COOKIE_NAME]: adminToken },
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this.',
      });
      expect(asAdmin.statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });

  it('refuses to register an /api route without config.access', async () => {
    await expect(
      startTestGateway({
        extend: (app) => {
          app.get('/api/probe/unguarded', async () => ({ leaked: true }));
        },
      }),
    ).rejects.toThrow(/has no config\.access/);
  });
});
