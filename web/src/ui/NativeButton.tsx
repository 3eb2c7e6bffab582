import type { ButtonHTMLAttributes, Ref } from 'react';
import { button } from './Button.css.js';

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: keyof typeof button;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A `<button>` styled as ui/Button, without React Aria: for the shell and the public pages,
 * whose first load must stay small. A native button is focusable and activated by Enter and
 * Space already; `type` defaults to "button" so that it never submits a form by accident.
 */
export function NativeButton({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `${button[variant]} ${className}` : button[variant]}
    />
  );
}
