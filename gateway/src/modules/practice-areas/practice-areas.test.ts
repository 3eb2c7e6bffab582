import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { PRACTICE_AREAS } from './practice-areas.data.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
});

afterAll(async () => {
  await gateway.close();
});

it('GET /api/practice-areas lists the five areas for anyone, in the spec order', async () => {
  const response = await gateway.app.inject({ url: '/api/practice-areas' });
  expect(response.statusCode).toBe(200);
  const areas = response.json<{ id: string; name: string; slug: string }[]>();
  expect(areas.map(({ name, slug }) => ({ name, slug }))).toEqual([
    { name: 'Corporate Law', slug: 'corporate' },
    { name: 'Criminal Law', slug: 'criminal' },
    { name: 'Family Law', slug: 'family' },
    { name: 'Commercial Law', slug: 'commercial' },
    { name: 'Constitutional Law', slug: 'constitutional' },
  ]);
  expect(areas.every((area) => /^[0-9a-f-]{36}$/.test(area.id))).toBe(true);
});

it('practiceAreas gives the names in the four languages', async () => {
  const { body } = await graphql(
    gateway.app,
    '{ practiceAreas { id slug name names { en so ar fr } } }',
  );
  const areas = body.data?.practiceAreas as { slug: string; names: Record<string, string> }[];
  expect(areas.map((area) => area.slug)).toEqual(PRACTICE_AREAS.map((area) => area.slug));
  expect(areas.find((area) => area.slug === 'family')?.names).toEqual({
    en: 'Family Law',
    so: 'Sharciga Qoyska',
    ar: 'قانون الأسرة',
    fr: 'Droit de la famille',
  });
});
