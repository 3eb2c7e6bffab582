import type { EntityManager } from '@mikro-orm/postgresql';
import { MembershipApplication } from '../modules/membership/index.js';
import { seedUuid } from './seed-uuid.js';

const HOUR_MS = 60 * 60 * 1000;

/** Demo applications to join, so that staff have a queue to review: three pending, one rejected. */
export function seedDemoMembershipApplications(em: EntityManager): void {
  const now = Date.now();
  const rows = [
    {
      key: 'hawa',
      fullName: 'Hawa Abdirahman Nur',
      email: 'hawa.nur@example.net',
      phone: '+252 61 700 1201',
      barNumber: 'SBA-2023-0412',
      specialization: 'Family law',
      city: 'Mogadishu',
      message: 'Admitted to the bar last year; I would like to join the legal aid programme.',
      hoursAgo: 5,
    },
    {
      key: 'yusuf',
      fullName: 'Yusuf Mohamed Jama',
      email: 'yusuf.jama@example.net',
      phone: null,
      barNumber: 'SBA-2019-0877',
      specialization: 'Commercial law',
      city: 'Hargeisa',
      message: null,
      hoursAgo: 30,
    },
    {
      key: 'leyla',
      fullName: 'Leyla Hassan Omar',
      email: 'leyla.omar@example.net',
      phone: '+252 61 700 1203',
      barNumber: 'SBA-2024-0033',
      specialization: 'Criminal law',
      city: 'Kismayo',
      message: 'Je souhaite rejoindre le réseau de défense pro bono.',
      hoursAgo: 52,
    },
  ];
  for (const row of rows) {
    em.create(MembershipApplication, {
      id: seedUuid(`membership-application:${row.key}`),
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      barNumber: row.barNumber,
      specialization: row.specialization,
      city: row.city,
      message: row.message,
      createdAt: new Date(now - row.hoursAgo * HOUR_MS),
    });
  }
  em.create(MembershipApplication, {
    id: seedUuid('membership-application:rejected'),
    fullName: 'Test Applicant',
    email: 'not.a.lawyer@example.net',
    barNumber: 'UNKNOWN',
    status: 'rejected',
    createdAt: new Date(now - 200 * HOUR_MS),
    decidedAt: new Date(now - 150 * HOUR_MS),
    decisionReason: 'No bar registration found under this number.',
  });
}
