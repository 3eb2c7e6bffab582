import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.js';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  label: string;
}

/** An on/off switch with its visible label (a checkbox with the switch role). */
export function Switch({ label, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </AriaSwitch>
  );
}
