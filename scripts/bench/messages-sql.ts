// The gateway's messages statements (gateway/src/modules/messages/messages.service.ts) in plain
// SQL with $1 = the viewer, $2 = the limit, for the raw baseline: the same plans, without the stack.
const PARTNERS = `
  sent_to(id) as (
    (select recipient_id from messages where sender_id = $1 order by recipient_id limit 1)
    union all
    select (select m.recipient_id from messages m
            where m.sender_id = $1 and m.recipient_id > s.id order by m.recipient_id limit 1)
    from sent_to s where s.id is not null
  ),
  received_from(id) as (
    (select sender_id from messages where recipient_id = $1 order by sender_id limit 1)
    union all
    select (select m.sender_id from messages m
            where m.recipient_id = $1 and m.sender_id > r.id order by m.sender_id limit 1)
    from received_from r where r.id is not null
  ),
  partners(id) as (
    select id from sent_to where id is not null
    union
    select id from received_from where id is not null
  )`;

export const OWN_MESSAGES_SQL = `
  with recursive ${PARTNERS},
  newest as (
    select x.id, x.created_at from partners p
    cross join lateral (
      (select id, created_at from messages where sender_id = $1 and recipient_id = p.id
        order by created_at desc, id desc limit $2)
      union all
      (select id, created_at from messages where sender_id = p.id and recipient_id = $1
        order by created_at desc, id desc limit $2)
    ) x
    order by x.created_at desc, x.id desc
    limit $2
  )
  select m.id, m.sender_id, m.recipient_id, m.subject, m.content, m.read_at, m.created_at,
    s.full_name as sender_full_name, s.profile_image as sender_profile_image
  from newest n
  join messages m on m.id = n.id
  join users s on s.id = m.sender_id
  order by n.created_at desc, n.id desc`;

export const CONVERSATIONS_SQL = `
  with recursive ${PARTNERS}
  select last.id, last.sender_id, last.recipient_id, last.content, last.read_at, last.created_at,
    u.id as partner_id, u.full_name as partner_full_name, unread.count as unread_count
  from partners p
  join users u on u.id = p.id
  cross join lateral (
    select x.* from (
      (select * from messages where sender_id = $1 and recipient_id = p.id
        order by created_at desc, id desc limit 1)
      union all
      (select * from messages where sender_id = p.id and recipient_id = $1
        order by created_at desc, id desc limit 1)
    ) x order by x.created_at desc, x.id desc limit 1
  ) last
  cross join lateral (
    select count(*) as count from messages un
    where un.recipient_id = $1 and un.sender_id = p.id and un.read_at is null
  ) unread
  order by last.created_at desc, last.id desc
  limit $2`;

/** 1M messages between the seeded users, spread over two years, one in 20 unread. */
export const BULK_MESSAGES_SQL = `
  with u as (select array_agg(id order by id) as ids, count(*)::int as n from users)
  insert into messages (id, sender_id, recipient_id, subject, content, read_at, created_at)
  select gen_random_uuid(),
    u.ids[1 + g % u.n],
    u.ids[1 + ((g % u.n) + 1 + (g / u.n) % (u.n - 1)) % u.n],
    case when g % 10 = 0 then 'Bench subject ' || g end,
    'Bench message number ' || g || ' about the hearing schedule and the filings due.',
    case when g % 20 = 0 then null else now() - interval '1 day' end,
    now() - interval '2 years' + (g * interval '63 seconds')
  from u, generate_series(1, $1::int) as g`;
