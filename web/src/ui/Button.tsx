import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css.js';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: keyof typeof button;
  className?: string;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={className ? `${button[variant]} ${className}` : button[variant]}
    />
  );
}
