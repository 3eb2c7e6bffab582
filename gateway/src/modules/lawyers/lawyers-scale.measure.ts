import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { listLawyers, publicLawyersJson } from './lawyers.service.js';

// The directory at 10,000 lawyers (with 3 reviews each, two approved): a measurement, not a test
// of behaviour, so it is outside `npm test`. Run it with `npm run measure -w gateway`.
const LAWYERS = 10_000;

describe('GET /api/public/lawyers at 10,000 lawyers', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ seed: true });
    const connection = gateway.orm.em.getConnection();
    await connection.execute(`
      insert into users (id, full_name, username, email, password_hash, role, created_at)
      select gen_random_uuid(), 'Lawyer ' || n, 'scale.' || n, 'scale.' || n || '@example.org', 'x', 'member', now()
      from generate_series(1, ${LAWYERS}) as n`);
    await connection.execute(`
      insert into lawyer_profiles (id, user_id, specialization, practice_areas, languages, experience, bio,
        consultation_rate, public_consultation_available, contact_phone, office_address, website_url,
        linkedin_url, verified, created_at, updated_at)
      select gen_random_uuid(), u.id, 'Specialization ' || (row_number() over () % 20),
        array['Area one', 'Area two', 'Area three', 'Area four'], array['Somali', 'English'],
        '10 years of practice before the courts of Mogadishu.', repeat('Biography text. ', 20),
        '$30 per hour', true, '+252 61 000 0000', '1 Main Road, Mogadishu',
        'https://example.org/', 'https://www.linkedin.com/in/x', (random() > 0.5), now(), now()
      from users u where u.username like 'scale.%'`);
    await connection.execute(`
      insert into consultation_requests (id, lawyer_id, client_name, client_email, consultation_type,
        description, status, tracking_token_hash, requester_ip_hash, created_at)
      select gen_random_uuid(), lp.id, 'Client', 'client@example.net', 'initial', 'Help ' || k, 'approved',
        md5(lp.id::text || k) || md5(k::text || lp.id::text), md5('ip'), now()
      from lawyer_profiles lp cross join generate_series(1, 3) as k`);
    await connection.execute(`
      insert into reviews (id, consultation_id, lawyer_id, rating, text, client_name, consultation_type, status, created_at)
      select gen_random_uuid(), c.id, c.lawyer_id, 1 + (random() * 4)::int, 'Fine', 'Client', 'initial',
        case when c.description = 'Help 3' then 'pending' else 'approved' end, now()
      from consultation_requests c where c.description like 'Help _'`);
    await connection.execute('analyze');
  }, 300_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers every lawyer; prints the time per request', async () => {
    const first = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    expect(first.statusCode).toBe(200);
    expect(first.json<unknown[]>().length).toBeGreaterThanOrEqual(LAWYERS);
    const runs = 10;
    const started = performance.now();
    for (let n = 0; n < runs; n += 1) {
      await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    }
    const perRequest = (performance.now() - started) / runs;
    const sqlStarted = performance.now();
    await gateway.orm.em.getConnection().execute(`
      select lp.id from lawyer_profiles lp join users u on u.id = lp.user_id
      left join (select lawyer_id, avg(rating), count(*) from reviews where status = 'approved' group by lawyer_id) r
        on r.lawyer_id = lp.id order by u.full_name, lp.id`);
    const sql = performance.now() - sqlStarted;
    const serviceStarted = performance.now();
    const rows = await listLawyers(gateway.orm.em.fork());
    const service = performance.now() - serviceStarted;
    const jsonStarted = performance.now();
    JSON.stringify(rows);
    const json = performance.now() - jsonStarted;
    const builtStarted = performance.now();
    await publicLawyersJson(gateway.orm.em.fork());
    const built = performance.now() - builtStarted;
    console.log(
      `rows then JSON.stringify: ${service.toFixed(1)} + ${json.toFixed(1)} ms; JSON built by PostgreSQL: ${built.toFixed(1)} ms`,
    );
    console.log(
      `GET /api/public/lawyers at ${LAWYERS} lawyers: ${perRequest.toFixed(1)} ms per request (${(first.body.length / 1024 / 1024).toFixed(1)} MB JSON); the statement alone ${sql.toFixed(1)} ms`,
    );
  }, 300_000);
});
