// Many public lawyers at once, for the tests and measurements at scale (seo.test.ts,
// lawyers-scale.measure.ts, `npm run bench`'s directory scenario). Plain SQL and no imports, so
// that the bench script can load this file as it is.

export interface BulkLawyers {
  count: number;
  /** Names are `<Prefix> <n>`, usernames `<prefix>.<n>`, slugs `<prefix>-<n>`: unique per run. */
  prefix: string;
  /** Three consultation requests per lawyer, two of them reviewed and approved, one pending. */
  withReviews?: boolean;
}

/** The statements that add `count` verified lawyers taking consultation requests, in order. */
export function bulkLawyerStatements({
  count,
  prefix,
  withReviews = false,
}: BulkLawyers): string[] {
  const name = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  const statements = [
    `insert into users (id, full_name, username, email, password_hash, role, created_at)
      select gen_random_uuid(), '${name} ' || n, '${prefix}.' || n, '${prefix}.' || n || '@example.org',
        'x', 'member', now()
      from generate_series(1, ${count}) as n`,
    `insert into lawyer_profiles (id, user_id, slug, specialization, practice_areas, languages,
        experience, bio, consultation_rate, public_consultation_available, contact_phone,
        office_address, website_url, linkedin_url, verified, created_at, updated_at)
      select gen_random_uuid(), u.id, replace(u.username, '.', '-'),
        'Specialization ' || (row_number() over () % 20),
        array['Area ' || (row_number() over () % 7), 'Mediation', 'Appeals', 'Contracts'],
        array['Somali', 'English'], '10 years of practice before the courts of Mogadishu.',
        repeat('Biography text. ', 20), '$30 per hour', true, '+252 61 000 0000',
        '1 Main Road, Mogadishu', 'https://example.org/', 'https://www.linkedin.com/in/x', true,
        now(), now()
      from users u where u.username like '${prefix}.%'`,
  ];
  if (!withReviews) return statements;
  return [
    ...statements,
    `insert into consultation_requests (id, lawyer_id, client_name, client_email, consultation_type,
        description, status, tracking_token_hash, requester_ip_hash, created_at)
      select gen_random_uuid(), lp.id, 'Client', 'client@example.net', 'initial', 'Help ' || k,
        'approved', md5(lp.id::text || k) || md5(k::text || lp.id::text), md5('ip'), now()
      from lawyer_profiles lp cross join generate_series(1, 3) as k
      where lp.slug like '${prefix}-%'`,
    `insert into reviews (id, consultation_id, lawyer_id, rating, text, client_name,
        consultation_type, status, created_at)
      select gen_random_uuid(), c.id, c.lawyer_id, 1 + (random() * 4)::int, 'Fine', 'Client',
        'initial', case when c.description = 'Help 3' then 'pending' else 'approved' end, now()
      from consultation_requests c join lawyer_profiles lp on lp.id = c.lawyer_id
      where lp.slug like '${prefix}-%' and c.description like 'Help _'`,
  ];
}
