import type { ReactNode } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import * as styles from './PopoverDialog.css.js';

export { DialogTrigger } from 'react-aria-components';

export interface PopoverDialogProps {
  title: string;
  children: ReactNode;
}

/** A small non-modal dialog anchored to the button of its surrounding `DialogTrigger`. */
export function PopoverDialog({ title, children }: PopoverDialogProps) {
  return (
    <Popover className={styles.popover} placement="bottom end">
      <Dialog className={styles.dialog}>
        <Heading slot="title" level={2} className={styles.title}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}
