import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './UserText.css.js';

/** The elements user content is shown in: inline by default, or a block of its own. */
type TextTag = 'bdi' | 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'td' | 'dd' | 'li';

export interface UserTextProps extends Omit<HTMLAttributes<HTMLElement>, 'dir'> {
  /** The element; `bdi` (inline) unless the text is a block of its own. */
  as?: TextTag;
  /** At most this many lines, the last ending in an ellipsis at the text's own end. */
  lines?: keyof typeof styles.clamp;
  children?: ReactNode;
}

const classOf = (base: string, lines: UserTextProps['lines'], className?: string) =>
  [base, lines ? styles.clamp[lines] : undefined, className].filter(Boolean).join(' ');

/**
 * Text that a person wrote (a name, a title, a body, a bio, a preview): laid out in its own
 * direction (`dir="auto"`), isolated from the page's, so that "Ahmed Hassan?" stays whole and in
 * order inside an Arabic page, and Arabic text inside an English one. Every piece of user
 * content goes through this one component.
 */
export function UserText({ as: Tag = 'bdi', lines, className, ...props }: UserTextProps) {
  return <Tag dir="auto" className={classOf(styles.userText, lines, className)} {...props} />;
}

/**
 * A number, phone number, e-mail address, username or code: left to right in every language
 * ("+252 61 500 1960" is never read backwards in Arabic).
 */
export function LtrText({ as: Tag = 'bdi', lines, className, ...props }: UserTextProps) {
  return <Tag dir="ltr" className={classOf(styles.ltrText, lines, className)} {...props} />;
}
