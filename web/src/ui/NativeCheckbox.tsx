import { fieldLabel } from './field.css.js';

export interface NativeCheckboxProps {
  label: string;
  name: string;
  /** What a GET or POST form sends under `name` when it is checked. */
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/**
 * A labelled checkbox in plain HTML for the public pages' forms: it works before the script runs
 * and without it (the form sends `name=value` when checked). A tick made before the script
 * attached reaches `onChange` once it has (lib/earlyTaps.ts replays it).
 */
export function NativeCheckbox({
  label,
  name,
  value,
  checked,
  onChange,
  className,
}: NativeCheckboxProps) {
  return (
    <label className={className ? `${fieldLabel} ${className}` : fieldLabel}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}
