// The insight charts' statements, one per chart, in plain SQL with no imports: the service runs
// them (insight.service.ts) and `npm run bench` (scripts/bench/insight.ts) explains and times the
// very same text at scale. Weeks and months are truncated in UTC; $1 is the period's start.

/** Submitted (by creation) and decided (by decision) per week, and the queue as it is now. */
export const SUBMISSIONS_SQL = `
  with activity as (
    select created_at as at, 'submitted' as kind from content_submissions
    where created_at >= $1::timestamptz
    union all
    select decided_at, status::text from content_submissions
    where decided_at >= $1::timestamptz and status in ('approved', 'rejected')
  ), weekly as (
    select date_trunc('week', at, 'UTC') as week,
      (count(*) filter (where kind = 'submitted'))::int as submitted,
      (count(*) filter (where kind = 'approved'))::int as approved,
      (count(*) filter (where kind = 'rejected'))::int as rejected
    from activity group by 1
  )
  select w.week, w.submitted, w.approved, w.rejected, q.pending, q.oldest
  from (
    select count(*)::int as pending, min(created_at) as oldest
    from content_submissions where status = 'pending'
  ) q
  left join weekly w on true`;

/**
 * Requests per practice area (the lawyer's specialization) with the median hours to an answer,
 * and the all-areas line from the same statement (grouping sets). Each request finds its lawyer
 * by primary key (offset 0 keeps the lookup a nested loop): the cost follows the period's
 * requests, never the number of lawyers.
 */
export const CONSULTATIONS_SQL = `
  select l.specialization as area,
    count(*)::int as requests,
    count(r.responded_at)::int as answered,
    percentile_cont(0.5) within group (
      order by extract(epoch from r.responded_at - r.created_at) / 3600
    ) as median,
    grouping(l.specialization)::int as "everyArea"
  from consultation_requests r
  cross join lateral (
    select specialization from lawyer_profiles where id = r.lawyer_id offset 0
  ) l
  where r.created_at >= $1::timestamptz
  group by grouping sets ((l.specialization), ())
  order by grouping(l.specialization), count(*) desc, l.specialization`;

/**
 * Accounts created per month, and the members who signed in or wrote (a discussion, a reply, a
 * submission or a private message) that month, each counted once a month. $1: the first month.
 */
export const MEMBERS_SQL = `
  with joined as (
    select date_trunc('month', created_at, 'UTC') as month, count(*)::int as n
    from users where created_at >= $1::timestamptz group by 1
  ), acts as (
    select occurred_at as at, actor_id as user_id from security_events
    where type = 'auth.signin.succeeded' and occurred_at >= $1::timestamptz
    union all
    select created_at, author_id from discussions where created_at >= $1::timestamptz
    union all
    select created_at, author_id from discussion_replies where created_at >= $1::timestamptz
    union all
    select created_at, author_id from content_submissions where created_at >= $1::timestamptz
    union all
    select created_at, sender_id from messages where created_at >= $1::timestamptz
  ), active as (
    select date_trunc('month', at, 'UTC') as month, count(distinct user_id)::int as n
    from acts where user_id is not null group by 1
  )
  select coalesce(j.month, a.month) as month, coalesce(j.n, 0) as joined,
    coalesce(a.n, 0) as active
  from joined j full join active a on a.month = j.month`;

/**
 * The approved events dated from the period's start, upcoming ones too: the $2 nearest today
 * (a year may hold more than a chart can show), by date, with their answers against places.
 */
export const EVENTS_SQL = `
  select e.id, e.title, e.event_date as "eventDate", e.max_attendees as capacity,
    e.cancelled_at is not null as cancelled,
    (count(r.id) filter (where r.status = 'going'))::int as going,
    (count(r.id) filter (where r.status = 'waitlisted'))::int as waitlisted,
    (count(r.id) filter (where r.attended))::int as attended
  from (
    select id, title, event_date, max_attendees, cancelled_at from content_submissions
    where type = 'event' and status = 'approved' and event_date >= $1::timestamptz
    order by abs(extract(epoch from event_date - now())), id
    limit $2::int
  ) e
  left join event_rsvps r on r.event_id = e.id
  group by e.id, e.title, e.event_date, e.max_attendees, e.cancelled_at
  order by e.event_date, e.id`;

/** Every chart's statement by name, for the bench (its parameters are the period's start). */
export const INSIGHT_STATEMENTS = {
  submissions: SUBMISSIONS_SQL,
  consultations: CONSULTATIONS_SQL,
  members: MEMBERS_SQL,
  events: EVENTS_SQL,
} as const;
