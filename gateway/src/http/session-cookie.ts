import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE_NAME = 'portal_session';
/** The half-signed-in state between password and code (modules/auth/mfa): no rights at all. */
export const MFA_CHALLENGE_COOKIE_NAME = 'portal_mfa_challenge';

/** The session cookie: httpOnly, SameSite=Lax, whole site, Secure in production. */
export class SessionCookie {
  constructor(private readonly secure: boolean) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE_NAME] || undefined;
  }

  write(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.setCookie(SESSION_COOKIE_NAME, token, { ...this.attributes(), expires: expiresAt });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE_NAME, this.attributes());
  }

  readChallenge(request: FastifyRequest): string | undefined {
    return request.cookies[MFA_CHALLENGE_COOKIE_NAME] || undefined;
  }

  writeChallenge(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.setCookie(MFA_CHALLENGE_COOKIE_NAME, token, {
      ...this.attributes(),
      // SameSite=Strict: the second step is always a request of the portal's own page.
      sameSite: 'strict',
      expires: expiresAt,
    });
  }

  clearChallenge(reply: FastifyReply): void {
    reply.clearCookie(MFA_CHALLENGE_COOKIE_NAME, { ...this.attributes(), sameSite: 'strict' });
  }

  private attributes() {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' } as const;
  }
}
