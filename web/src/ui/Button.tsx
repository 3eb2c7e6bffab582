import type { ButtonHTMLAttributes, Ref } from 'react';
import { button } from './Button.css.js';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: keyof typeof button;
  className?: string;
  /** Called when the button is activated (a click, Enter or Space), as React Aria's was. */
  onPress?: () => void;
  /** React Aria's name for `disabled`. */
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The portal's button: a native `<button>` (focusable, activated by Enter and Space, disabled
 * for real), which also takes React Aria's prop names (`onPress`, `isDisabled`) the members'
 * pages were written against. React Aria's own button (13 KiB of gzip with its press and focus
 * code) was on every page that showed one; the browser already does what these buttons need.
 * `type` defaults to "button" so that it never submits a form by accident.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  onPress,
  isDisabled,
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled ?? disabled}
      onClick={onPress ? () => onPress() : onClick}
      className={className ? `${button[variant]} ${className}` : button[variant]}
    />
  );
}
