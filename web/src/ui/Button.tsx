import type { ButtonHTMLAttributes, Ref } from 'react';
import { button } from './Button.css.js';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick'> {
  variant?: keyof typeof button;
  className?: string;
  /** Called when the button is activated (a click, Enter or Space), as React Aria's was. */
  onPress?: () => void;
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The portal's button: a native `<button>` (focusable, activated by Enter and Space, disabled
 * for real) with React Aria's prop names, which the pages were written against. React Aria's own
 * button (13 KiB of gzip with its press and focus code) was on every page that showed one; the
 * browser already does what these buttons need. A form's submit button sets `type="submit"`.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  onPress,
  isDisabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      onClick={onPress && (() => onPress())}
      className={className ? `${button[variant]} ${className}` : button[variant]}
    />
  );
}
