import type { ReactNode } from 'react';
import { notice } from './FormNotice.css.js';

/** What a form did, announced politely: the same line after a post without the script. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={notice}>
      {children}
    </p>
  );
}
