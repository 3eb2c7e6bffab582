import { Role } from '../values/role.js';

/** The password of every seeded account (shared contract; printed by `npm start`). */
export const DEMO_PASSWORD = 'portal-demo-2026';

/**
 * The TOTP secret of the demo staff accounts (multi-factor sign-in is required for staff), for
 * the demo and the tests only: add it to an authenticator app to sign in as the demo moderator
 * or admin (README). Real staff enrol with a secret of their own at their first sign-in.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  role: Role;
  password: string;
  fullName: string;
  username: string;
  specialization: string | null;
  bio: string;
}

/** One account per role, for trying the portal and for the browser tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'member@example.org',
    role: Role.MEMBER,
    password: DEMO_PASSWORD,
    fullName: 'Amina Yusuf Abdi',
    username: 'amina.abdi',
    specialization: 'Family Law',
    bio: 'Advocate in Mogadishu representing women and children in custody, maintenance and inheritance cases.',
  },
  {
    email: 'moderator@example.org',
    role: Role.MODERATOR,
    password: DEMO_PASSWORD,
    fullName: 'Abdirahman Hassan Warsame',
    username: 'abdirahman.warsame',
    specialization: 'Commercial Law',
    bio: 'Commercial litigator and member of the publications committee, which reviews news and events before they are published.',
  },
  {
    email: 'admin@example.org',
    role: Role.ADMIN,
    password: DEMO_PASSWORD,
    fullName: 'Sahra Mohamed Ali',
    username: 'sahra.ali',
    specialization: null,
    bio: 'Secretariat officer of the association, responsible for the membership register and the portal.',
  },
];
