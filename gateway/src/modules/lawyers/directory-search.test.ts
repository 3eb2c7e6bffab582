import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The spec's client filter, as the web app had it: the server must answer the same lawyers.
import { filterLawyers } from '../../../../web/src/modules/lawyers/filterLawyers.js';
import {
  ALL_SPECIALIZATIONS,
  type PublicLawyer,
} from '../../../../web/src/modules/lawyers/types.js';
import { tablesOf } from '../../db/tables.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';

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
