import { fileKindOf } from '../fileKind.js';
import * as styles from './DocumentTypeLabel.css.js';

/** The type's colour (spec §2) with its label, so that colour is never the only cue. */
export function DocumentTypeLabel({ mediaType, label }: { mediaType: string; label: string }) {
  const kind = fileKindOf(mediaType);
  return (
    <span className={styles.label[kind]} data-file-kind={kind}>
      {label}
    </span>
  );
}
