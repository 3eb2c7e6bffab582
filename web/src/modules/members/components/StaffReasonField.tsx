import { NativeTextField } from '../../../ui/NativeTextField.js';

/** A staff act's reason: the gateway's services hold the same bounds (member-role, suspension). */
export const STAFF_REASON = { min: 3, max: 500 };

/** Whether the reason, trimmed, is too short to send (the browser's minLength counts spaces). */
export function isReasonTooShort(reason: string): boolean {
  return reason.trim().length < STAFF_REASON.min;
}

export interface StaffReasonFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * Why a staff member changes an account (a role, a suspension): posted as `reason` with the
 * form, kept in the audit trail, in the writer's own direction.
 */
export function StaffReasonField({
  label,
  description,
  value,
  onChange,
  error,
}: StaffReasonFieldProps) {
  return (
    <NativeTextField
      name="reason"
      multiline
      rows={2}
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      required
      minLength={STAFF_REASON.min}
      maxLength={STAFF_REASON.max}
      error={error}
      dir="auto"
    />
  );
}
