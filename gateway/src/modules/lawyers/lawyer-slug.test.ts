import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { assignSlugs, firstFreeSlug, slugBaseOf } from './lawyer-slug.js';

describe('slugBaseOf', () => {
  it('makes readable ASCII from names in any script', () => {
    expect(slugBaseOf('Amina Yusuf Abdi')).toBe('amina-yusuf-abdi');
    expect(slugBaseOf('  Élise Dupré-Ngom ')).toBe('elise-dupre-ngom');
    expect(slugBaseOf("Mohamed O'Brien")).toBe('mohamed-o-brien');
    const arabic = slugBaseOf('عبد الله محمد');
    expect(arabic).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(arabic).not.toBe('lawyer');
  });

  it('never answers an empty or over-long slug', () => {
    expect(slugBaseOf('!!! ???')).toBe('lawyer');
    const long = slugBaseOf('Abdullahi '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('unique slugs', () => {
  it('adds -2, -3 ... to namesakes, skipping taken ones', () => {
    expect(firstFreeSlug('hodan-ali', new Set())).toBe('hodan-ali');
    expect(firstFreeSlug('hodan-ali', new Set(['hodan-ali', 'hodan-ali-2']))).toBe('hodan-ali-3');
    expect(assignSlugs(['Hodan Ali', 'Hodan  ALI', 'Hodan Ali'], ['hodan-ali-2'])).toEqual([
      'hodan-ali',
      'hodan-ali-3',
      'hodan-ali-4',
    ]);
  });
});

describe('slugs in the database', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ seed: true });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('backfills existing profiles from the names, oldest first, unique (migration)', async () => {
    const em = gateway.orm.em.fork();
    const db = tablesOf(em);
    const migration = 'Migration20261126175718_lawyer_page_slugs';
    // Back to before the slugs, with two namesakes added, then forward again.
    const reverted = await gateway.orm.migrator.down({ migrations: [migration] });
    expect(reverted.map((entry) => entry.name)).toEqual([migration]);
    const profiles = await db
      .selectFrom('lawyer_profiles')
      .select('user_id')
      .orderBy('created_at')
      .limit(2)
      .execute();
    const ids = profiles.map((profile) => profile.user_id);
    await em
      .getConnection()
      .execute(`update users set full_name = 'Xamar Cali Nuur' where id in (?, ?)`, ids);
    await em
      .getConnection()
      .execute(`update lawyer_profiles set created_at = '2020-01-01' where user_id = ?`, [ids[0]]);
    const applied = await gateway.orm.migrator.up();
    expect(applied.map((entry) => entry.name)).toEqual([migration]);

    const rows = await db
      .selectFrom('lawyer_profiles as lp')
      .innerJoin('users as u', 'u.id', 'lp.user_id')
      .select(['lp.slug', 'u.id', 'u.full_name'])
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const row of rows) expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // The older profile keeps the plain name (the second was made older than the first).
    const slugOf = (id: string | undefined) => rows.find((row) => row.id === id)?.slug;
    expect(slugOf(ids[0])).toBe('xamar-cali-nuur');
    expect(slugOf(ids[1])).toBe('xamar-cali-nuur-2');
  });
});
