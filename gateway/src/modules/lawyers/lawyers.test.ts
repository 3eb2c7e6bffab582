import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SEED_LAWYER_USERNAMES } from '../../seed/demo-lawyers.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { ReviewStatus } from '../../values/review-status.js';
import { Role } from '../../values/role.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);

let gateway: TestGateway;
let memberToken: string;
let moderatorToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

interface PublicLawyer {
  id: string;
  fullName: string;
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  verified: number;
  averageRating: number;
  totalReviews: number;
  publicConsultationAvailable: boolean;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  profileImage: string | null;
}

async function publicLawyers(): Promise<PublicLawyer[]> {
  const response = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
  expect(response.statusCode).toBe(200);
  return response.json<PublicLawyer[]>();
}

const em = () => gateway.orm.em.fork();

describe('GET /api/public/lawyers', () => {
  it('answers the available seeded profiles anonymously, in the shape of spec §3', async () => {
    const lawyers = await publicLawyers();
    expect(lawyers.length).toBeGreaterThanOrEqual(25);
    expect(lawyers.length).toBeLessThan(SEED_LAWYER_USERNAMES.length);
    const first = lawyers[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        // Beside the spec's fields: the address of the lawyer's page, /lawyers/<slug>.
        'slug',
        'fullName',
        'specialization',
        'practiceAreas',
        'languages',
        'experience',
        'bio',
        'profileImage',
        'verified',
        'averageRating',
        'totalReviews',
        'consultationRate',
        'publicConsultationAvailable',
        'contactPhone',
        'officeAddress',
        'websiteUrl',
        'linkedinUrl',
      ].sort(),
    );
    for (const lawyer of lawyers) {
      expect([0, 1]).toContain(lawyer.verified);
      expect(Array.isArray(lawyer.practiceAreas)).toBe(true);
      expect(Array.isArray(lawyer.languages)).toBe(true);
      expect(typeof lawyer.averageRating).toBe('number');
      expect(typeof lawyer.totalReviews).toBe('number');
    }
    expect(lawyers.every((lawyer) => lawyer.publicConsultationAvailable)).toBe(true);
    expect(lawyers.some((lawyer) => lawyer.verified === 1)).toBe(true);
    expect(lawyers.some((lawyer) => lawyer.verified === 0)).toBe(true);
    expect(new Set(lawyers.map((lawyer) => lawyer.specialization)).size).toBeGreaterThan(8);
    const names = lawyers.map((lawyer) => lawyer.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('leaves out the profiles the directory page hides, with their contact details (I2)', async () => {
    const hidden = await tablesOf(em())
      .selectFrom('lawyer_profiles')
      .select(['id', 'contact_phone', 'office_address'])
      .where('public_consultation_available', '=', false)
      .execute();
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    const contacts = hidden.flatMap((row) => [row.contact_phone, row.office_address]);
    expect(contacts.filter((value) => value !== null).length).toBeGreaterThanOrEqual(5);

    const rest = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    const graph = await graphql(
      gateway.app,
      '{ publicLawyers { id contactPhone officeAddress } all: publicLawyers(availableOnly: false) { id } }',
    );
    for (const body of [rest.body, JSON.stringify(graph.body)]) {
      for (const row of hidden) expect(body).not.toContain(row.id);
      for (const value of contacts) if (value) expect(body).not.toContain(value);
    }
  });

  it('rates from approved reviews only', async () => {
    const lawyerId = seedUuid('lawyer-profile:hodan.farah');
    const approved = await tablesOf(em())
      .selectFrom('reviews')
      .select('rating')
      .where('lawyer_id', '=', lawyerId)
      .where('status', '=', ReviewStatus.APPROVED)
      .execute();
    const lawyer = (await publicLawyers()).find((row) => row.id === lawyerId);
    expect(approved.length).toBeGreaterThan(0);
    expect(lawyer?.totalReviews).toBe(approved.length);
    const average = approved.reduce((sum, row) => sum + row.rating, 0) / approved.length;
    expect(lawyer?.averageRating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    // hodan.farah also has a pending review of 5 in the seed: it does not count.
    const pending = await tablesOf(em())
      .selectFrom('reviews')
      .select('id')
      .where('lawyer_id', '=', lawyerId)
      .where('status', '=', ReviewStatus.PENDING)
      .execute();
    expect(pending.length).toBeGreaterThan(0);
  });

  it('hands out only http(s) links', async () => {
    const lawyerId = seedUuid('lawyer-profile:mohamed.nur');
    await tablesOf(em())
      .updateTable('lawyer_profiles')
      .set({
        website_url: 'javascript:alert(1)',
        linkedin_url: 'ftp://x.example',
      })
      .where('id', '=', lawyerId)
      .execute();
    const lawyer = (await publicLawyers()).find((row) => row.id === lawyerId);
    expect(lawyer?.websiteUrl).toBeNull();
    expect(lawyer?.linkedinUrl).toBeNull();
    // No photo uploaded: none (photos: lawyer-photos.test.ts).
    expect(lawyer?.profileImage).toBeNull();
  });
});

describe('publicLawyers query', () => {
  it('answers anonymously exactly what GET /api/public/lawyers answers', async () => {
    const all = await graphql<{
      publicLawyers: { id: string; publicConsultationAvailable: boolean }[];
    }>(
      gateway.app,
      '{ publicLawyers { id publicConsultationAvailable verified averageRating totalReviews } }',
    );
    const everyone = all.body.data?.publicLawyers ?? [];
    expect(everyone.map((lawyer) => lawyer.id)).toEqual(
      (await publicLawyers()).map((lawyer) => lawyer.id),
    );
    expect(everyone.every((lawyer) => lawyer.publicConsultationAvailable)).toBe(true);
  });
});

const PROFILE_FIELDS = `id fullName specialization practiceAreas languages verified averageRating
  totalReviews publicConsultationAvailable websiteUrl linkedinUrl consultationRate`;

describe('lawyer profiles', () => {
  it('lets a member publish and edit their own profile, validated', async () => {
    // The moderator has no profile yet.
    const none = await graphql<{ myLawyerProfile: unknown }>(
      gateway.app,
      '{ myLawyerProfile { id } }',
      { token: moderatorToken },
    );
    expect(none.body.data?.myLawyerProfile).toBeNull();

    const bad = await graphql(
      gateway.app,
      `mutation($input: LawyerProfileInput!) { saveLawyerProfile(input: $input) { id } }`,
      {
        token: moderatorToken,
        variables: {
          input: {
            specialization: ' ',
            practiceAreas: [],
            languages: [],
            publicConsultationAvailable: true,
            websiteUrl: 'javascript:alert(1)',
          },
        },
      },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fields).toMatchObject({
      specialization: expect.any(String),
      websiteUrl: expect.any(String),
    });

    const saved = await graphql<{ saveLawyerProfile: Record<string, unknown> }>(
      gateway.app,
      `mutation($input: LawyerProfileInput!) { saveLawyerProfile(input: $input) { ${PROFILE_FIELDS} } }`,
      {
        token: moderatorToken,
        variables: {
          input: {
            specialization: 'Commercial Law',
            practiceAreas: ['Contracts', ' Contracts ', 'Debt recovery'],
            languages: ['Somali', 'English'],
            publicConsultationAvailable: true,
            websiteUrl: 'https://warsame.example.org',
            consultationRate: '$40 per hour',
          },
        },
      },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveLawyerProfile).toMatchObject({
      fullName: moderator?.fullName,
      practiceAreas: ['Contracts', 'Debt recovery'],
      verified: false,
      averageRating: 0,
      totalReviews: 0,
    });
    const again = await graphql<{ saveLawyerProfile: { id: string; specialization: string } }>(
      gateway.app,
      `mutation($input: LawyerProfileInput!) { saveLawyerProfile(input: $input) { id specialization } }`,
      {
        token: moderatorToken,
        variables: {
          input: {
            specialization: 'Tax Law',
            practiceAreas: [],
            languages: ['Somali'],
            publicConsultationAvailable: false,
          },
        },
      },
    );
    expect(again.body.data?.saveLawyerProfile.id).toBe(saved.body.data?.saveLawyerProfile.id);
    expect(again.body.data?.saveLawyerProfile.specialization).toBe('Tax Law');
  });

  it('lets staff, and only staff, verify a profile', async () => {
    const id = seedUuid('lawyer-profile:ayaan.jama');
    const mutation = `mutation($id: UUID!) { verifyLawyer(id: $id, verified: true) { verified } }`;
    const denied = await graphql(gateway.app, mutation, {
      token: memberToken,
      variables: { id },
    });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const done = await graphql<{ verifyLawyer: { verified: boolean } }>(gateway.app, mutation, {
      token: moderatorToken,
      variables: { id },
    });
    expect(done.body.data?.verifyLawyer.verified).toBe(true);
    const row = await tablesOf(em())
      .selectFrom('lawyer_profiles')
      .select(['verified_at', 'verified_by_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.verified_at).not.toBeNull();
    expect(row.verified_by_id).toBe(seedUuid(`user:${moderator?.username}`));
  });

  it('refuses profile edits without a session', async () => {
    const { body } = await graphql(gateway.app, '{ myLawyerProfile { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
