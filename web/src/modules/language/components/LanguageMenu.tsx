import type { Language } from '../../../i18n/languages.js';
import { Select, type SelectOption } from '../../../ui/Select.js';

export interface LanguageMenuProps {
  label: string;
  options: readonly SelectOption<Language>[];
  value: Language;
  onChange: (language: Language) => void;
  defaultOpen: boolean;
}

/** The language list itself (React Aria's select), loaded when the trigger is first used. */
export default function LanguageMenu({ label, ...props }: LanguageMenuProps) {
  return <Select label={label} hideLabel {...props} />;
}
