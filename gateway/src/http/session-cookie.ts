import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE_NAME = 'portal_session';

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

  private attributes() {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' } as const;
  }
}
