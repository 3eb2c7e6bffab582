import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { tablesOf } from '../../db/tables.js';
import { emptyMail } from '../../shared/notice-mail/record-notice-mails.js';
import {
  DEFAULT_MAIL_MODES,
  type DigestMode,
  MAIL_CATEGORIES,
  MailCategory,
  MailMode,
  mailCategoryOf,
} from '../../values/mail-preference.js';
import { NotificationKind } from '../../values/notification-kind.js';

/** When the planner runs and on which clock: injected, so that tests cross days without waiting. */
export interface DigestClock {
  now: Date;
  /** The association's zone (MAIL_DIGEST_TIME_ZONE), for members who set none. */
  defaultZone: string;
  /** The local hour a period ends at (MAIL_DIGEST_HOUR). */
  hour: number;
}

export type MemberModes = Record<MailCategory, MailMode>;

/** A member's mode for every category, their choices over the defaults. */
export async function modesOfMember(em: EntityManager, userId: string): Promise<MemberModes> {
  const rows = await tablesOf(em)
    .selectFrom('mail_preferences')
    .select(['category', 'mode'])
    .where('user_id', '=', userId)
    .execute();
  const modes = { ...DEFAULT_MAIL_MODES };
  for (const row of rows) modes[row.category] = row.mode;
  return modes;
}

/** The notice kinds a member's digest of `mode` lists. */
export function digestKindsOf(modes: MemberModes, mode: DigestMode): NotificationKind[] {
  return Object.values(NotificationKind).filter((kind) => {
    const category = mailCategoryOf(kind);
    return category !== null && modes[category] === mode;
  });
}

/** daily:… or weekly:… → its mode. */
export function digestModeOfPeriod(period: string): DigestMode {
  return period.startsWith('weekly:') ? MailMode.WEEKLY : MailMode.DAILY;
}

/** The period that ended last, on `zone`'s clock: its key and its end. */
export function lastPeriodEnd(
  mode: DigestMode,
  clock: DigestClock,
  zone: string,
): { key: string; end: Date; length: { days: number } } {
  const local = DateTime.fromJSDate(clock.now, { zone });
  const here = local.isValid ? local : DateTime.fromJSDate(clock.now, { zone: clock.defaultZone });
  const at = (day: DateTime) => day.set({ hour: clock.hour, minute: 0, second: 0, millisecond: 0 });
  if (mode === MailMode.DAILY) {
    let end = at(here);
    if (end > here) end = end.minus({ days: 1 });
    return { key: `daily:${end.toISODate()}`, end: end.toJSDate(), length: { days: 1 } };
  }
  let end = at(here.startOf('week'));
  if (end > here) end = end.minus({ weeks: 1 });
  const week = `${end.weekYear}-W${String(end.weekNumber).padStart(2, '0')}`;
  return { key: `weekly:${week}`, end: end.toJSDate(), length: { days: 7 } };
}

/** How far back the planner looks for members with something to tell (a week and a margin). */
const LOOK_BACK_DAYS = 8;

/**
 * Records the digests owed at `clock.now`: for every member with notices (or unread messages) in
 * a category they get as a daily or weekly digest, one outbox row per member and period that
 * ended, covering what happened since their previous digest of that kind (or the period). The
 * row's unique (member, period) makes a second planner, or a second run, record nothing more;
 * after an outage the next run covers everything since the last digest in one. Answers the ids.
 */
export async function planDigests(em: EntityManager, clock: DigestClock): Promise<string[]> {
  const tables = tablesOf(em);
  const since = new Date(clock.now.getTime() - LOOK_BACK_DAYS * 86_400_000).toISOString();
  const digestKinds = Object.values(NotificationKind).filter(
    (kind) => mailCategoryOf(kind) !== null,
  );
  const candidates = await tables
    .selectFrom('notifications')
    .select('recipient_id as user_id')
    .where('created_at', '>', since)
    .where('kind', 'in', digestKinds)
    .union(
      tables
        .selectFrom('messages')
        .select('recipient_id as user_id')
        .where('created_at', '>', since)
        .where('read_at', 'is', null),
    )
    .execute();
  const planned: string[] = [];
  for (const { user_id: userId } of candidates) {
    const modes = await modesOfMember(em, userId);
    const settings = await tables
      .selectFrom('mail_settings')
      .select('time_zone')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const zone = settings?.time_zone ?? clock.defaultZone;
    for (const mode of [MailMode.DAILY, MailMode.WEEKLY] as const) {
      if (!MAIL_CATEGORIES.some((category) => modes[category] === mode)) continue;
      const id = await planOne(em, userId, modes, mode, lastPeriodEnd(mode, clock, zone));
      if (id) planned.push(id);
    }
  }
  return planned;
}

async function planOne(
  em: EntityManager,
  userId: string,
  modes: MemberModes,
  mode: DigestMode,
  period: { key: string; end: Date; length: { days: number } },
): Promise<string | null> {
  const tables = tablesOf(em);
  const previous = await tables
    .selectFrom('notice_mails')
    .select((eb) => eb.fn.max('covers_until').as('until'))
    .where('recipient_id', '=', userId)
    .where('digest_period', 'like', `${mode}:%`)
    .executeTakeFirst();
  const periodStart = DateTime.fromJSDate(period.end).minus(period.length).toJSDate();
  const from = previous?.until ? new Date(previous.until) : periodStart;
  if (from >= period.end) return null;
  const kinds = digestKindsOf(modes, mode);
  const notice =
    kinds.length > 0
      ? await tables
          .selectFrom('notifications')
          .select('id')
          .where('recipient_id', '=', userId)
          .where('kind', 'in', kinds)
          .where('created_at', '>', from.toISOString())
          .where('created_at', '<=', period.end.toISOString())
          .limit(1)
          .executeTakeFirst()
      : undefined;
  const message =
    !notice && modes[MailCategory.MESSAGES] === mode
      ? await tables
          .selectFrom('messages')
          .select('id')
          .where('recipient_id', '=', userId)
          .where('read_at', 'is', null)
          .where('created_at', '>', from.toISOString())
          .where('created_at', '<=', period.end.toISOString())
          .limit(1)
          .executeTakeFirst()
      : undefined;
  if (!notice && !message) return null;
  const id = randomUUID();
  const inserted = await tables
    .insertInto('notice_mails')
    .values({
      ...emptyMail(),
      id,
      recipient_id: userId,
      digest_period: period.key,
      covers_from: from.toISOString(),
      covers_until: period.end.toISOString(),
    })
    .onConflict((oc) => oc.columns(['recipient_id', 'digest_period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}
