import { UserText } from '../../../ui/UserText.js';
import { highlightParts } from '../highlight.js';
import * as styles from './Highlighted.css.js';

/**
 * Text with the searched words marked; the text is rendered as text, never as HTML, isolated in
 * its own direction (it is someone's own: a name, a title, a snippet).
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <UserText>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </UserText>
  );
}
