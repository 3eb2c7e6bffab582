import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The spec's client filter, as the web app had it: the server must answer the same lawyers.
import { filterLawyers } from '../../../../web/src/modules/lawyers/filterLawyers.js';
import {
  ALL_SPECIALIZATIONS,
  type PublicLawyer,
} from '../../../../web/src/modules/lawyers/types.js';
import { tablesOf } from '../../db/tables.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { User } from '../users/user.entity.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  // Awkward names and areas: LIKE wildcards, accents and mixed case.
  const db = tablesOf(gateway.orm.em.fork());
  const profiles = await db
    .selectFrom('lawyer_profiles')
    .select(['id', 'user_id'])
    .limit(3)
    .execute();
  const [first, second, third] = profiles;
  await db
    .updateTable('users')
    .set({ full_name: 'Zakariye 100% Ñuño_Test' })
    .where('id', '=', first?.user_id ?? '')
    .execute();
  await db
    .updateTable('lawyer_profiles')
    .set({
      practice_areas: ['ÉLECTIONS et Recours', 'Appeals'],
      public_consultation_available: true,
    })
    .where('id', '=', second?.id ?? '')
    .execute();
  await db
    .updateTable('lawyer_profiles')
    .set({ specialization: 'Family Law', practice_areas: ['MEDIATION'] })
    .where('id', '=', third?.id ?? '')
    .execute();
});

afterAll(async () => {
  await gateway?.close();
});

async function serverSearch(search: string, specialization?: string): Promise<string[]> {
  const query = new URLSearchParams({ search, limit: '100' });
  if (specialization) query.set('specialization', specialization);
  const response = await gateway.app.inject({ method: 'GET', url: `/api/public/lawyers?${query}` });
  expect(response.statusCode).toBe(200);
  const lawyers = response.json<PublicLawyer[]>();
  expect(response.headers['x-total-count']).toBe(String(lawyers.length));
  return lawyers.map((lawyer) => lawyer.id);
}

describe('server search', () => {
  it('finds exactly the lawyers the spec client filter finds, case-insensitively', async () => {
    const everyone = (await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' })).json<
      PublicLawyer[]
    >();
    const specializations = [...new Set(everyone.map((lawyer) => lawyer.specialization))];
    const searches = [
      '',
      '   ',
      'FAMILY',
      'law',
      'mediation',
      ' Inheritance ',
      'élections',
      'ñuño',
      '100%',
      '%',
      '_',
      'o_t',
      'appeals',
      // Issue 31: cities, languages and addresses, ignoring case and accents.
      'Baidoa',
      'kismayo',
      'ARABIC',
      'elections',
      'nuno',
      'Taleh Street',
      // Two neighbouring areas are not one area.
      'Divorce\nCustody',
      'Divorce Custody',
      everyone[4]?.fullName.toUpperCase() ?? 'x',
      'no such lawyer',
    ];
    for (const search of searches) {
      for (const specialization of [undefined, ...specializations.slice(0, 4)]) {
        const expected = filterLawyers(everyone, search, specialization ?? ALL_SPECIALIZATIONS).map(
          (lawyer) => lawyer.id,
        );
        expect(await serverSearch(search, specialization), `${search} / ${specialization}`).toEqual(
          expected,
        );
      }
    }
    // The cases above are not all empty or all full.
    expect((await serverSearch('mediation')).length).toBeGreaterThan(0);
    expect((await serverSearch('%')).length).toBe(1);
  });
});

describe('the directory after a change', () => {
  it('lists and finds a renamed member under the new name only, in name order', async () => {
    const everyone = (await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' })).json<
      PublicLawyer[]
    >();
    const renamed = everyone.at(-1);
    if (!renamed) throw new Error('no lawyer listed');
    const oldName = renamed.fullName;
    // Renamed through the ORM, as an account edit does: the database keeps the directory's copy.
    const em = gateway.orm.em.fork();
    const profile = await tablesOf(em)
      .selectFrom('lawyer_profiles')
      .select('user_id')
      .where('id', '=', renamed.id)
      .executeTakeFirstOrThrow();
    const user = await em.findOneOrFail(User, { id: profile.user_id });
    user.fullName = 'Aaron Qwertyuiop';
    await em.flush();

    const firstPage = await gateway.app.inject({
      method: 'GET',
      url: '/api/public/lawyers?limit=1',
    });
    expect(firstPage.json<PublicLawyer[]>()[0]).toMatchObject({
      id: renamed.id,
      fullName: 'Aaron Qwertyuiop',
    });
    expect(await serverSearch('QWERTYUIOP')).toEqual([renamed.id]);
    expect(await serverSearch(oldName)).not.toContain(renamed.id);
  });

  it('finds a lawyer by a practice area added to their profile, and no longer by one removed', async () => {
    const db = tablesOf(gateway.orm.em.fork());
    const lawyer = await db
      .selectFrom('lawyer_profiles')
      .select(['id', 'practice_areas'])
      .where('public_consultation_available', '=', true)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('lawyer_profiles')
      .set({ practice_areas: ['Maritime Salvage'] })
      .where('id', '=', lawyer.id)
      .execute();
    expect(await serverSearch('maritime salvage')).toEqual([lawyer.id]);
    const removed = lawyer.practice_areas.find((area) => area !== 'Maritime Salvage');
    if (removed) {
      const stillFound = await serverSearch(removed);
      const areas = (await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' })).json<
        PublicLawyer[]
      >();
      const expected = filterLawyers(areas, removed, ALL_SPECIALIZATIONS).map((l) => l.id);
      expect(stillFound).toEqual(expected);
      expect(stillFound).not.toContain(lawyer.id);
    }
  });
});

async function directory(query: Record<string, string>): Promise<PublicLawyer[]> {
  const response = await gateway.app.inject({
    method: 'GET',
    url: `/api/public/lawyers?${new URLSearchParams({ limit: '100', ...query })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicLawyer[]>();
}

describe('the directory filters (issue 31)', () => {
  it('finds lawyers by the city and language their profile names', async () => {
    const inBaidoa = await directory({ search: 'baidoa' });
    expect(inBaidoa.length).toBeGreaterThan(0);
    for (const lawyer of inBaidoa) expect(lawyer.officeAddress).toMatch(/Baidoa/);
    const arabic = await directory({ search: 'Arabic' });
    expect(arabic.length).toBeGreaterThan(0);
    for (const lawyer of arabic) expect(lawyer.languages).toContain('Arabic');
  });

  it('offers the listed lawyers’ cities, languages and practice areas, and filters by each', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyer-filters' });
    expect(response.statusCode).toBe(200);
    const options = response.json<{
      specializations: string[];
      practiceAreas: string[];
      cities: string[];
      languages: string[];
    }>();
    expect(options.cities).toContain('Kismayo');
    expect(options.languages).toEqual(expect.arrayContaining(['Arabic', 'Somali']));
    expect(options.practiceAreas).toContain('Divorce');

    const everyone = await directory({});
    const inKismayo = await directory({ city: 'Kismayo' });
    expect(inKismayo.map((l) => l.id)).toEqual(
      everyone.filter((l) => l.officeAddress?.endsWith(', Kismayo')).map((l) => l.id),
    );
    expect(inKismayo.length).toBeGreaterThan(0);
    const french = await directory({ language: 'French', city: 'Kismayo' });
    expect(french.map((l) => l.id)).toEqual(
      inKismayo.filter((l) => l.languages.includes('French')).map((l) => l.id),
    );
    const divorce = await directory({ practiceArea: 'Divorce' });
    expect(divorce.length).toBeGreaterThan(0);
    for (const lawyer of divorce) expect(lawyer.practiceAreas).toContain('Divorce');
    const verified = await directory({ verified: 'true' });
    expect(verified.map((l) => l.id)).toEqual(
      everyone.filter((l) => l.verified === 1).map((l) => l.id),
    );
    const fourStars = await directory({ minRating: '4' });
    expect(fourStars.map((l) => l.id)).toEqual(
      everyone.filter((l) => l.averageRating >= 4).map((l) => l.id),
    );
    expect(fourStars.length).toBeLessThan(everyone.length);
  });

  it('refuses an unreadable rating naming the field', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/public/lawyers?minRating=9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('minRating');
  });

  it('answers the same filters over GraphQL', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query:
          '{ publicLawyers(limit: 100, city: "Kismayo", search: "somali") { id } publicLawyerFilters { cities } }',
      },
    });
    const body = response.json<{
      data: { publicLawyers: { id: string }[]; publicLawyerFilters: { cities: string[] } };
    }>();
    const rest = await directory({ city: 'Kismayo', search: 'somali' });
    expect(body.data.publicLawyers.map((l) => l.id)).toEqual(rest.map((l) => l.id));
    expect(body.data.publicLawyerFilters.cities).toContain('Kismayo');
  });
});
