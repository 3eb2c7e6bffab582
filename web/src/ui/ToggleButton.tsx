import type { ButtonHTMLAttributes } from 'react';

export interface ToggleButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'disabled'> {
  isSelected: boolean;
  isDisabled?: boolean;
  /** Called with the state a press asks for, as React Aria's ToggleButton was. */
  onChange: (isSelected: boolean) => void;
}

/**
 * A button that stays pressed (a like, a bookmark): a native `<button aria-pressed>`, which
 * screen readers announce as a toggle. React Aria's (about 2 KiB of gzip with its press and
 * toggle state) was on the first load of the news and discussion pages for what the browser does.
 * Style its pressed state with `&[aria-pressed="true"]`.
 */
export function ToggleButton({ isSelected, isDisabled, onChange, ...props }: ToggleButtonProps) {
  return (
    <button
      {...props}
      type="button"
      aria-pressed={isSelected}
      disabled={isDisabled}
      onClick={() => onChange(!isSelected)}
    />
  );
}
