import 'i18next';
import type en from './locales/en.json';

// Keys are checked against the English catalog, so a typo is a type error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
