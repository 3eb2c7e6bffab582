import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifySchema } from 'fastify';
import type { StatementScope } from '../db/statement-scope.js';
import type { ActiveSession, AuthUser, RequiredScope, TokenAuth } from '../modules/users/index.js';
import type { Role } from '../values/role.js';
import type { ExpensiveWorkLimiter } from './expensive-work.js';
import type { CspNonces } from './security-headers.js';

/** Who may call a route: anyone, or signed-in people with one of the roles. */
export type RouteAccess = 'public' | readonly Role[];

export interface RequestAuth {
  viewer: AuthUser | null;
  session: ActiveSession | null;
  /** Set when the request came with `Authorization: Bearer <personal access token>`. */
  token: TokenAuth | null;
}

export interface RegisteredApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** What a personal access token needs to call it (modules/api-tokens/api-token-scope.ts). */
  tokenScope: RequiredScope;
  /** The route's JSON schemas (body, querystring, params), what the fuzz tests generate from. */
  schema?: FastifySchema;
  multipartUpload: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route (deny by default): see http/access-control.ts. */
    access?: RouteAccess;
    /** Takes a multipart/form-data body (file uploads) instead of JSON: see json-body-guard.ts. */
    multipartUpload?: boolean;
    /**
     * Staff without multi-factor sign-in may call it (enrolling, signing out); every other
     * guarded route answers them 403 MFA_REQUIRED (modules/auth/mfa/mfa-access.ts).
     */
    mfaSetup?: boolean;
    /**
     * Only an interactive session may call it, never a personal access token (signing in,
     * two-step sign-in, sessions, creating tokens): see modules/api-tokens/api-token-scope.ts.
     */
    sessionOnly?: boolean;
    /** Takes a browser's CSP violation report (its own media types): see csp-reports.ts. */
    cspReport?: boolean;
    /** A page's form post (urlencoded, CSRF-checked): see page-forms.ts. */
    pageForm?: boolean;
  }

  interface FastifyRequest {
    /** A forked EntityManager of this request only. */
    em: EntityManager;
    /** Set once authenticate() ran for this request. */
    auth: RequestAuth | null;
    /** The statements this request has running (http/expensive-work.ts). */
    statements: StatementScope;
  }

  interface FastifyReply {
    /** This answer's CSP nonces, added to its policy on first use (security-headers.ts). */
    readonly cspNonce: CspNonces;
  }

  interface FastifyInstance {
    /** Every /api route with its declared access, recorded as routes are registered. */
    apiRoutes: RegisteredApiRoute[];
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth>;
    /** How many expensive fields and routes run at once (http/expensive-work.ts). */
    expensiveWork: ExpensiveWorkLimiter;
  }
}
