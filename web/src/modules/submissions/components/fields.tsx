import type { TFunction } from 'i18next';
import type { Key } from 'react-aria-components';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import type { SelectOption } from '../../../ui/Select.js';
import type { Problem } from '../validation.js';
import { NONE } from '../values.js';

/** The message of a field problem, in the interface language (null: no problem). */
export function problemMessage(t: TFunction, problem: Problem | undefined | null): string | null {
  if (!problem) return null;
  return t(`pages.submitContent.errors.${problem}`);
}

export interface ValueSelectProps<V extends string> {
  label: string;
  /** The option shown while nothing is chosen (none: a value is always chosen). */
  prompt?: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V | typeof NONE;
  onChange: (value: V | typeof NONE) => void;
}

/** A select over one of spec §3's value sets, with an optional prompt for "nothing chosen". */
export function ValueSelect<V extends string>({
  label,
  prompt,
  values,
  labelOf,
  value,
  onChange,
}: ValueSelectProps<V>) {
  const options: SelectOption<Key>[] = [
    ...(prompt === undefined ? [] : [{ id: NONE, label: prompt }]),
    ...values.map((item) => ({ id: item, label: labelOf(item) })),
  ];
  return (
    <Select<Key>
      label={label}
      options={options}
      value={value}
      onChange={(key) => onChange(key as V | typeof NONE)}
    />
  );
}
