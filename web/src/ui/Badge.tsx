import { useNumberFormat } from '../i18n/format.js';
import { badge } from './Badge.css.js';

/**
 * A small count bubble, shown only when the count is above zero. It is hidden from assistive
 * technology: the control it sits on states the count in its own accessible name.
 */
export function Badge({ count }: { count: number }) {
  const numbers = useNumberFormat();
  if (count <= 0) return null;
  return (
    <span className={badge} aria-hidden="true">
      {numbers.format(count)}
    </span>
  );
}
