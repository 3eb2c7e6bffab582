import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ContactVisibility, UpdateMemberProfileDocument } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { refusedFieldProblems } from '../../lib/graphqlErrors.js';
import { FormToken, type RefusedForm, usePageForm } from '../../lib/pageForm.js';
import {
  type MemberProfileData,
  memberPath,
  memberPageStyles as shared,
  useMemberProfile,
} from '../../modules/members/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { NativeTextField } from '../../ui/NativeTextField.js';
import { PageHeader } from '../../ui/PageHeader.js';
import * as styles from './ProfileDetailsPage.css.js';

/** The page form's name (the gateway's members.forms.ts). */
const FORM = 'memberProfile';

const TEXT_FIELDS = [
  'title',
  'specialization',
  'practiceAreas',
  'languages',
  'city',
  'phone',
  'bio',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The values the form posts: visibilities as the gateway's form reads them (lower case). */
const VISIBILITIES = ['members', 'connections', 'nobody'] as const;
type Visibility = (typeof VISIBILITIES)[number];

const toGraphQL = (value: Visibility): ContactVisibility =>
  value.toUpperCase() as ContactVisibility;

/** The viewer's profile and who sees their phone and e-mail, at /profile/details. */
export default function ProfileDetailsPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const { profile, failed } = useMemberProfile(viewer?.id ?? '');
  return (
    <>
      <PageHeader title={t('pages.profileDetails.title')} lead={t('pages.profileDetails.lead')} />
      {profile ? (
        <ProfileForm profile={profile} />
      ) : failed ? (
        <p role="alert">{t('pages.memberProfile.loadError')}</p>
      ) : (
        <Loading />
      )}
    </>
  );
}

function initialValues(profile: MemberProfileData, refused?: RefusedForm) {
  const saved: Record<TextField, string> = {
    title: profile.title ?? '',
    specialization: profile.member.specialization ?? '',
    practiceAreas: profile.practiceAreas.join(', '),
    languages: profile.languages.join(', '),
    city: profile.city ?? '',
    phone: profile.phone ?? '',
    bio: profile.member.bio ?? '',
  };
  return { ...saved, ...(refused?.values as Partial<Record<TextField, string>> | undefined) };
}

function ProfileForm({ profile }: { profile: MemberProfileData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = usePageForm(FORM);
  const [values, setValues] = useState(() => initialValues(profile, page.refused));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(
    () => page.refused?.fields ?? {},
  );
  const [failure, setFailure] = useState(
    Boolean(page.refused && Object.keys(page.refused.fields).length === 0),
  );
  const [save, { loading }] = useMutation(UpdateMemberProfileDocument);
  const visibilityOf = (field: 'phoneVisibility' | 'emailVisibility'): Visibility => {
    const refused = page.refused?.values[field];
    if (VISIBILITIES.includes(refused as Visibility)) return refused as Visibility;
    return (profile[field]?.toLowerCase() as Visibility | undefined) ?? 'connections';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The radios are the browser's own (chosen before the script ran, too): read from the form.
    const form = new FormData(event.currentTarget);
    const list = (text: string) =>
      text
        .split(/[,\n،]/)
        .map((entry) => entry.trim())
        .filter(Boolean);
    setFailure(false);
    try {
      await save({
        variables: {
          input: {
            title: values.title,
            specialization: values.specialization,
            bio: values.bio,
            city: values.city,
            phone: values.phone,
            practiceAreas: list(values.practiceAreas),
            languages: list(values.languages),
            phoneVisibility: toGraphQL(String(form.get('phoneVisibility')) as Visibility),
            emailVisibility: toGraphQL(String(form.get('emailVisibility')) as Visibility),
          },
        },
      });
      navigate(`${memberPath(profile.id)}?saved=profile`);
    } catch (error) {
      const fields = refusedFieldProblems(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(true);
    }
  };

  const field = (name: TextField, extra: { multiline?: boolean; description?: string } = {}) => ({
    name,
    label: t(`pages.profileDetails.fields.${name}`),
    value: values[name],
    error: errors[name] ? t('pages.profileDetails.invalid') : null,
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    ...extra,
  });

  return (
    <form method="post" action={page.action} onSubmit={submit} noValidate className={styles.form}>
      <FormToken token={page.csrfToken} />
      {failure ? (
        <p role="alert" className={shared.error}>
          {t('pages.profileDetails.failed')}
        </p>
      ) : null}
      <NativeTextField {...field('title')} maxLength={120} />
      <NativeTextField {...field('specialization')} maxLength={120} />
      <NativeTextField
        {...field('practiceAreas', { description: t('pages.profileDetails.listHint') })}
      />
      <NativeTextField
        {...field('languages', { description: t('pages.profileDetails.listHint') })}
      />
      <NativeTextField {...field('city')} maxLength={120} autoComplete="address-level2" />
      <NativeTextField {...field('phone')} maxLength={40} type="tel" autoComplete="tel" />
      <NativeTextField {...field('bio', { multiline: true })} maxLength={3000} />
      <VisibilityChoice
        name="phoneVisibility"
        legend={t('pages.profileDetails.phoneVisibility')}
        initial={visibilityOf('phoneVisibility')}
        error={errors.phoneVisibility ? t('pages.profileDetails.invalid') : null}
      />
      <VisibilityChoice
        name="emailVisibility"
        legend={t('pages.profileDetails.emailVisibility')}
        initial={visibilityOf('emailVisibility')}
        error={errors.emailVisibility ? t('pages.profileDetails.invalid') : null}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={loading}>
          {t('pages.profileDetails.save')}
        </Button>
        <Link href={memberPath(profile.id)}>{t('pages.profileDetails.viewProfile')}</Link>
      </div>
    </form>
  );
}

function VisibilityChoice({
  name,
  legend,
  initial,
  error,
}: {
  name: 'phoneVisibility' | 'emailVisibility';
  legend: string;
  initial: Visibility;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {VISIBILITIES.map((value) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name={name} value={value} defaultChecked={value === initial} />
          {t(`pages.profileDetails.visibility.${value}`)}
        </label>
      ))}
      {error ? <p className={shared.error}>{error}</p> : null}
    </fieldset>
  );
}
