import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { throwIfProblems } from '../../errors/input-checks.js';
import {
  isMailLanguage,
  MAIL_CATEGORIES,
  MAIL_LANGUAGES,
  MAIL_MODES,
  MailCategory,
  type MailLanguage,
  MailMode,
  mailLanguageOf,
} from '../../values/mail-preference.js';
import { modesOfMember } from './digest-planner.js';
import { sha256 } from './send-notice-mail.js';

/** A member's e-mail settings as the APIs and the page show them. */
export interface MailPreferencesRow {
  modes: Record<MailCategory, MailMode>;
  language: MailLanguage;
  timeZone: string | null;
  /** The member's address when the SMTP server refused it for good: no e-mail goes to it. */
  bouncedAddress: string | null;
  bounceReason: string | null;
}

/** The modes as the APIs list them: one entry per category, in the categories' order. */
export function modeList(
  modes: Record<MailCategory, MailMode>,
): Array<{ category: MailCategory; mode: MailMode }> {
  return MAIL_CATEGORIES.map((category) => ({ category, mode: modes[category] }));
}

export async function readMailPreferences(
  em: EntityManager,
  userId: string,
): Promise<MailPreferencesRow> {
  const modes = await modesOfMember(em, userId);
  const row = await tablesOf(em)
    .selectFrom('users as u')
    .leftJoin('mail_settings as s', 's.user_id', 'u.id')
    .leftJoin('mail_bounces as b', 'b.address', 'u.email')
    .select(['s.language', 's.time_zone', 'b.address', 'b.reason'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return {
    modes,
    language: mailLanguageOf(row?.language),
    timeZone: row?.time_zone ?? null,
    bouncedAddress: row?.address ?? null,
    bounceReason: row?.reason ?? null,
  };
}

/** A change to a member's e-mail settings; what is left out stays as it is. */
export interface MailPreferencesChange {
  modes?: Partial<Record<string, string>>;
  language?: string | null;
  timeZone?: string | null;
  /** Try the address again: forget that the SMTP server refused it. */
  clearBounce?: boolean;
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks and saves a change, naming each wrong field (`modes.<category>`, `language`,
 * `timeZone`), then answers the settings as they now are.
 */
export async function saveMailPreferences(
  em: EntityManager,
  userId: string,
  change: MailPreferencesChange,
): Promise<MailPreferencesRow> {
  const problems: FieldErrors = {};
  const modes: Array<[MailCategory, MailMode]> = [];
  for (const [category, mode] of Object.entries(change.modes ?? {})) {
    if (!(MAIL_CATEGORIES as readonly string[]).includes(category)) {
      problems[`modes.${category}`] = `is not a kind of notice (${MAIL_CATEGORIES.join(', ')})`;
    } else if (!(MAIL_MODES as readonly string[]).includes(mode ?? '')) {
      problems[`modes.${category}`] = `must be one of ${MAIL_MODES.join(', ')}`;
    } else modes.push([category as MailCategory, mode as MailMode]);
  }
  if (change.language != null && !isMailLanguage(change.language)) {
    problems.language = `must be one of ${MAIL_LANGUAGES.join(', ')}`;
  }
  const zone = change.timeZone?.trim() || null;
  if (zone !== null && (zone.length > 64 || !isZone(zone))) {
    problems.timeZone = 'must be a time zone such as Africa/Mogadishu';
  }
  throwIfProblems(problems);
  await em.transactional(async (tx) => {
    const tables = tablesOf(tx);
    if (modes.length > 0) {
      await tables
        .insertInto('mail_preferences')
        .values(modes.map(([category, mode]) => ({ user_id: userId, category, mode })))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'category'])
            .doUpdateSet((eb) => ({ mode: eb.ref('excluded.mode') })),
        )
        .execute();
    }
    if (change.language != null || change.timeZone !== undefined) {
      const current = await readMailPreferences(tx, userId);
      const language = change.language ?? current.language;
      const timeZone = change.timeZone === undefined ? current.timeZone : zone;
      await tables
        .insertInto('mail_settings')
        .values({ user_id: userId, language, time_zone: timeZone })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, time_zone: timeZone }))
        .execute();
    }
    if (change.clearBounce) {
      const user = await tables
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user) await tables.deleteFrom('mail_bounces').where('address', '=', user.email).execute();
    }
  });
  return readMailPreferences(em, userId);
}

/** What an unsubscribe link stops: one category, or every category of a digest. */
export interface UnsubscribeTarget {
  userId: string;
  categories: MailCategory[];
}

/** The member and categories an unsubscribe token (from an e-mail) stands for; null if none. */
export async function unsubscribeTargetOf(
  em: EntityManager,
  token: string,
): Promise<UnsubscribeTarget | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const mail = await tablesOf(em)
    .selectFrom('notice_mails')
    .select(['recipient_id', 'category', 'digest_period'])
    .where('unsubscribe_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!mail) return null;
  if (mail.category) return { userId: mail.recipient_id, categories: [mail.category] };
  const mode = mail.digest_period?.startsWith('weekly:') ? MailMode.WEEKLY : MailMode.DAILY;
  const modes = await modesOfMember(em, mail.recipient_id);
  return {
    userId: mail.recipient_id,
    categories: MAIL_CATEGORIES.filter((category) => modes[category] === mode),
  };
}

/**
 * Unsubscribes by a token: the categories it stands for go back to notices in the portal only
 * (the member still sees them there). Answers the categories, or null for an unknown token.
 */
export async function unsubscribeByToken(
  em: EntityManager,
  token: string,
): Promise<MailCategory[] | null> {
  const target = await unsubscribeTargetOf(em, token);
  if (!target) return null;
  await saveMailPreferences(em, target.userId, {
    modes: Object.fromEntries(target.categories.map((category) => [category, MailMode.IN_APP])),
  });
  return target.categories;
}
