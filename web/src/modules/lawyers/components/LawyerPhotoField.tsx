import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import * as fieldStyles from '../../../ui/TextField.css.js';
import { toast } from '../../../ui/toast/toast.js';
import { consultationViewStyles as formStyles } from '../../consultations/index.js';
import { isPortalPhoto } from '../filterLawyers.js';
import { PhotoUploadError, removeLawyerPhoto, uploadLawyerPhoto } from '../uploadLawyerPhoto.js';
import * as styles from './LawyerCard.css.js';
import { PlaceholderPhoto } from './PlaceholderPhoto.js';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface LawyerPhotoFieldProps {
  /** The served path of the current photo, or null. */
  photo: string | null;
  fullName: string;
  /** A photo belongs to a saved profile: before one exists, the field says so. */
  hasProfile: boolean;
  /** After an upload or a removal: read the profile again. */
  onChanged: () => void;
}

/** The member's photo: uploaded at once when chosen, re-encoded by the portal. */
export function LawyerPhotoField({
  photo,
  fullName,
  hasProfile,
  onChanged,
}: LawyerPhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = isPortalPhoto(photo) ? photo : null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      toast({ title: done });
      onChanged();
    } catch (error) {
      const kind = error instanceof PhotoUploadError ? error.problem : 'failed';
      setProblem(t(`lawyers.photo.problems.${kind}`));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => uploadLawyerPhoto(file), t('lawyers.photo.uploaded'));
  };

  return (
    <fieldset className={`${formStyles.form} ${styles.photoField}`}>
      <legend className={fieldStyles.label}>{t('lawyers.photo.label')}</legend>
      {shown ? (
        <img
          className={styles.photo}
          src={shown}
          alt={t('lawyers.card.photoAlt', { name: fullName })}
        />
      ) : (
        <PlaceholderPhoto label={t('lawyers.card.placeholderAlt', { name: fullName })} />
      )}
      {hasProfile ? (
        <>
          <label htmlFor={`${id}-file`} className={fieldStyles.label}>
            {t('lawyers.photo.choose')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={choose}
          />
          <p id={`${id}-hint`} className={formStyles.muted}>
            {t('lawyers.photo.hint')}
          </p>
          {shown ? (
            <div className={formStyles.actions}>
              <Button
                variant="secondary"
                isDisabled={busy}
                onPress={() => void run(removeLawyerPhoto, t('lawyers.photo.removed'))}
              >
                {t('lawyers.photo.remove')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p className={formStyles.muted}>{t('lawyers.photo.saveFirst')}</p>
      )}
      <p role="status" className={formStyles.muted}>
        {busy ? t('lawyers.photo.working') : null}
      </p>
      <div role="alert" className={formStyles.muted}>
        {problem}
      </div>
    </fieldset>
  );
}
