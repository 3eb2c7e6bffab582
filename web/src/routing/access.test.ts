import { describe, expect, it } from 'vitest';
import { loginPathFor, resolveAccess, safeNextPath } from './access.js';

const at = (pathname: string, search = '') => ({ pathname, search });
const member = { role: 'MEMBER' as const };
const moderator = { role: 'MODERATOR' as const };
const admin = { role: 'ADMIN' as const };

describe('resolveAccess', () => {
  it('lets everyone open public pages', () => {
    expect(resolveAccess('public', null, at('/about'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('public', member, at('/about'))).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of a members page to sign in, remembering path and query', () => {
    const decision = resolveAccess('member', null, at('/discussions', '?area=family'));
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fdiscussions%3Farea%3Dfamily',
    });
    if (decision.kind !== 'redirect') throw new Error('expected a redirect');
    const next = new URL(decision.to, 'https://portal.invalid').searchParams.get('next');
    expect(next).toBe('/discussions?area=family');
  });

  it('lets any signed-in role into members pages', () => {
    for (const viewer of [member, moderator, admin]) {
      expect(resolveAccess('member', viewer, at('/members'))).toEqual({ kind: 'allow' });
    }
  });

  it('keeps administration for moderators and admins, and tells members they are not allowed', () => {
    expect(resolveAccess('staff', moderator, at('/admin'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('staff', admin, at('/admin'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('staff', member, at('/admin'))).toEqual({ kind: 'forbidden' });
    expect(resolveAccess('staff', null, at('/admin'))).toEqual({
      kind: 'redirect',
      to: loginPathFor(at('/admin')),
    });
  });

  it('keeps the security log for admins: moderators and members are not allowed', () => {
    const log = at('/admin/security-log');
    expect(resolveAccess('admin', admin, log)).toEqual({ kind: 'allow' });
    expect(resolveAccess('admin', moderator, log)).toEqual({ kind: 'forbidden' });
    expect(resolveAccess('admin', member, log)).toEqual({ kind: 'forbidden' });
    expect(resolveAccess('admin', null, log)).toEqual({ kind: 'redirect', to: loginPathFor(log) });
  });

  it('sends a signed-in visitor of the sign-in page to next, or home', () => {
    expect(resolveAccess('guest', null, at('/login', '?next=%2Fmembers'))).toEqual({
      kind: 'allow',
    });
    expect(resolveAccess('guest', member, at('/login', '?next=%2Fmembers%3Fq%3Dx'))).toEqual({
      kind: 'redirect',
      to: '/members?q=x',
    });
    expect(resolveAccess('guest', member, at('/login'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site with their query and fragment', () => {
    expect(safeNextPath('/messages')).toBe('/messages');
    expect(safeNextPath('/discussions?area=criminal#top')).toBe('/discussions?area=criminal#top');
  });

  it.each([
    null,
    '',
    'members',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?next=%2Fadmin',
  ])('refuses %s and falls back to home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
