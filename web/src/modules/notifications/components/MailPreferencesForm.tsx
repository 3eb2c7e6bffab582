import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  MailCategory,
  type MailMode,
  MailPreferencesDocument,
  type MailPreferencesFieldsFragment,
  UpdateMailPreferencesDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { refusedFieldProblems } from '../../../lib/graphqlErrors.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { LtrText } from '../../../ui/UserText.js';
import * as styles from './MailPreferencesForm.css.js';

/** The page form's name (the gateway's mail-preferences.forms.ts). */
const FORM = 'mailPreferences';

/** The values the form posts (the gateway's MailMode values), in the order they are offered. */
const MODES = ['in_app', 'immediate', 'daily', 'weekly', 'off'] as const;
type ModeValue = (typeof MODES)[number];
const LANGUAGES = ['en', 'so', 'ar', 'fr'] as const;

type CategoryValue =
  | 'replies'
  | 'mentions'
  | 'messages'
  | 'connections'
  | 'moderation'
  | 'events'
  | 'consultations';
const categoryValue = (category: MailCategory) => category.toLowerCase() as CategoryValue;
const toGraphQL = (mode: ModeValue) => mode.toUpperCase() as MailMode;

/**
 * How the member hears of each kind of notice, the language of the e-mails and the clock of the
 * digests. Native radios, select and checkbox: the form posts without the script (the gateway's
 * page form), and with it the GraphQL mutation saves the same values.
 */
export function MailPreferencesForm() {
  const { t } = useTranslation();
  const { data, error } = useQuery(MailPreferencesDocument);
  if (data?.mailPreferences) return <Settings settings={data.mailPreferences} />;
  if (error) return <p role="alert">{t('pages.mailPreferences.loadError')}</p>;
  return <Loading />;
}

function Settings({ settings }: { settings: MailPreferencesFieldsFragment }) {
  const { t } = useTranslation();
  const page = usePageForm(FORM);
  const { search } = useLocation();
  const refused = page.refused?.values ?? {};
  const [timeZone, setTimeZone] = useState(refused.timeZone ?? settings.timeZone ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(
    () => page.refused?.fields ?? {},
  );
  const [failure, setFailure] = useState(
    Boolean(page.refused && Object.keys(page.refused.fields).length === 0),
  );
  const [saved, setSaved] = useState(new URLSearchParams(search).has('saved'));
  const [save, { loading }] = useMutation(UpdateMailPreferencesDocument, {
    update(cache, { data }) {
      if (data) {
        cache.writeQuery({
          query: MailPreferencesDocument,
          data: { mailPreferences: data.updateMailPreferences },
        });
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The radios and the select are the browser's own (chosen before the script ran, too).
    const form = new FormData(event.currentTarget);
    setFailure(false);
    setSaved(false);
    try {
      await save({
        variables: {
          input: {
            modes: Object.values(MailCategory).map((category) => ({
              category,
              mode: toGraphQL(String(form.get(categoryValue(category))) as ModeValue),
            })),
            language: String(form.get('language')),
            timeZone,
            clearBounce: form.get('clearBounce') === 'yes',
          },
        },
      });
      setErrors({});
      setSaved(true);
    } catch (caught) {
      const fields = refusedFieldProblems(caught);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(true);
    }
  };

  return (
    <form method="post" action={page.action} onSubmit={submit} noValidate className={styles.form}>
      <FormToken token={page.csrfToken} />
      {failure ? (
        <p role="alert" className={styles.error}>
          {t('pages.mailPreferences.failed')}
        </p>
      ) : null}
      {settings.bouncedAddress ? (
        <div role="alert" className={styles.bounce}>
          <p>
            {t('pages.mailPreferences.bounced')} <LtrText>{settings.bouncedAddress}</LtrText>
          </p>
          <label className={styles.choice}>
            <input type="checkbox" name="clearBounce" value="yes" />
            {t('pages.mailPreferences.clearBounce')}
          </label>
        </div>
      ) : null}
      {settings.modes.map(({ category, mode }) => {
        const name = categoryValue(category);
        const initial =
          (refused[name] as ModeValue | undefined) ?? (mode.toLowerCase() as ModeValue);
        return (
          <fieldset key={category} className={styles.fieldset}>
            <legend className={styles.legend}>
              {t(`pages.mailPreferences.categories.${name}`)}
            </legend>
            {MODES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name={name} value={value} defaultChecked={value === initial} />
                {t(`pages.mailPreferences.modes.${value}`)}
              </label>
            ))}
            {errors[`modes.${name}`] ? (
              <p className={styles.error}>{t('pages.mailPreferences.invalid')}</p>
            ) : null}
          </fieldset>
        );
      })}
      <label className={styles.select}>
        {t('pages.mailPreferences.language')}
        <select name="language" defaultValue={refused.language ?? settings.language}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`pages.mailPreferences.languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <NativeTextField
        name="timeZone"
        label={t('pages.mailPreferences.timeZone')}
        description={t('pages.mailPreferences.timeZoneHint')}
        value={timeZone}
        onChange={setTimeZone}
        maxLength={64}
        dir="ltr"
        error={errors.timeZone ? t('pages.mailPreferences.invalidZone') : null}
      />
      <p role="status" className={styles.status}>
        {saved ? t('pages.mailPreferences.saved') : null}
      </p>
      <div>
        <Button type="submit" isDisabled={loading}>
          {t('pages.mailPreferences.save')}
        </Button>
      </div>
    </form>
  );
}
