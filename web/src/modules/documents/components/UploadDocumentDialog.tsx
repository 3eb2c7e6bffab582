import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Form, ProgressBar } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import { Modal } from '../../../ui/Modal.js';
import type { SelectOption } from '../../../ui/Select.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { formatFileSize } from '../fileSize.js';
import type { UploadLimits } from '../hooks/useUploadLimits.js';
import { UploadError, uploadDocument } from '../uploadDocument.js';
import * as styles from './UploadDocumentDialog.css.js';

/** The same limits as the server's (documents.service.ts). */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const NO_AREA = 'none';
/** What the file picker offers; the server decides from the bytes. */
const ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.txt,.csv,application/pdf,image/png,image/jpeg,text/plain,text/csv';

type FileStatus = 'waiting' | 'uploading' | 'done' | 'error';

interface FileEntry {
  key: string;
  file: File;
  status: FileStatus;
  progress: number;
  error: string | null;
}

export interface UploadDocumentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  areas: readonly SelectOption<string>[];
  initialAreaId: string | null;
  limits: UploadLimits | undefined;
  /** Some files were stored: `count` of them. `all` when none failed (the dialog closes). */
  onUploaded: (count: number, all: boolean) => void;
}

/** Upload Document: title, description, practice area and several files, each with progress. */
export function UploadDocumentDialog({
  isOpen,
  onOpenChange,
  ...props
}: UploadDocumentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      title={t('pages.documents.upload.title')}
    >
      <UploadForm {...props} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function UploadForm({
  areas,
  initialAreaId,
  limits,
  onUploaded,
  onClose,
}: Omit<UploadDocumentDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const titleHintId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [areaId, setAreaId] = useState(initialAreaId ?? NO_AREA);
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const maxSize = limits ? formatFileSize(limits.maxFileBytes, i18n.language) : '';
  const quotaSize = limits ? formatFileSize(limits.quotaBytes, i18n.language) : '';
  const usageId = useId();

  const areaOptions: SelectOption<string>[] = [
    { id: NO_AREA, label: t('pages.documents.upload.noArea') },
    ...areas,
  ];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setProblem(null);
    setEntries(
      chosen.map((file, index) => ({
        key: `${index}:${file.name}:${file.size}:${file.lastModified}`,
        file,
        status: 'waiting',
        progress: 0,
        error: null,
      })),
    );
  };

  const update = (key: string, change: Partial<FileEntry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  const messageOf = (error: unknown, name: string): string => {
    if (!(error instanceof UploadError)) return t('pages.documents.upload.errors.failed', { name });
    switch (error.problem.kind) {
      case 'tooLarge':
        return t('pages.documents.upload.errors.tooLarge', { name, size: maxSize });
      case 'archiveTooLarge':
        return t('pages.documents.upload.errors.archiveTooLarge', { name });
      case 'quotaExceeded':
        return t('pages.documents.upload.errors.quotaExceeded', { name, quota: quotaSize });
      case 'rateLimited':
        return t('pages.documents.upload.errors.rateLimited', {
          name,
          count: limits?.filesPerHour ?? 0,
        });
      case 'typeRefused':
        return t('pages.documents.upload.errors.typeRefused', { name });
      case 'invalid':
        return t('pages.documents.upload.errors.invalid', { name, message: error.problem.message });
      case 'failed':
        return t('pages.documents.upload.errors.failed', { name });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const queue = entries.filter((entry) => entry.status !== 'done');
    if (queue.length === 0) {
      setProblem(t('pages.documents.upload.errors.noFiles'));
      return;
    }
    if (limits && entries.length > limits.maxFiles) {
      setProblem(t('pages.documents.upload.errors.tooMany', { max: limits.maxFiles }));
      return;
    }
    setProblem(null);
    setPending(true);
    const several = entries.length > 1;
    const cleanTitle = title.trim();
    let stored = 0;
    let failed = 0;
    // What the member has left, so that a file the server would refuse is never sent (slow
    // phones); the server checks again.
    let quotaLeft = limits ? limits.quotaBytes - limits.usedBytes : Number.POSITIVE_INFINITY;
    let filesLeft = limits ? limits.filesLeftThisHour : Number.POSITIVE_INFINITY;
    // One request per file: each has its own progress bar and its own answer.
    for (const entry of queue) {
      const name = entry.file.name;
      const refusal =
        limits && entry.file.size > limits.maxFileBytes
          ? t('pages.documents.upload.errors.tooLarge', { name, size: maxSize })
          : filesLeft <= 0
            ? t('pages.documents.upload.errors.rateLimited', {
                name,
                count: limits?.filesPerHour ?? 0,
              })
            : entry.file.size > quotaLeft
              ? t('pages.documents.upload.errors.quotaExceeded', { name, quota: quotaSize })
              : null;
      if (refusal) {
        update(entry.key, { status: 'error', error: refusal });
        failed += 1;
        continue;
      }
      update(entry.key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadDocument({
          file: entry.file,
          title: several && cleanTitle ? `${cleanTitle} — ${baseName(name)}` : cleanTitle,
          description: description.trim(),
          practiceAreaId: areaId === NO_AREA ? null : areaId,
          onProgress: (fraction) => update(entry.key, { progress: fraction }),
        });
        update(entry.key, { status: 'done', progress: 1 });
        stored += 1;
        quotaLeft -= entry.file.size;
        filesLeft -= 1;
      } catch (error) {
        update(entry.key, { status: 'error', error: messageOf(error, name) });
        failed += 1;
      }
    }
    setPending(false);
    if (stored > 0) onUploaded(stored, failed === 0);
    if (failed === 0) onClose();
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <div className={styles.fileField}>
        <TextField
          label={t('pages.documents.upload.titleLabel')}
          aria-describedby={titleHintId}
          name="title"
          maxLength={TITLE_MAX}
          value={title}
          onChange={setTitle}
        />
        <p id={titleHintId} className={styles.hint}>
          {t('pages.documents.upload.titleHint')}
        </p>
      </div>
      <TextAreaField
        label={t('pages.documents.upload.descriptionLabel')}
        name="description"
        rows={3}
        maxLength={DESCRIPTION_MAX}
        value={description}
        onChange={setDescription}
      />
      <Select
        label={t('pages.documents.upload.areaLabel')}
        options={areaOptions}
        value={areaId}
        onChange={setAreaId}
      />
      <div className={styles.fileField}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('pages.documents.upload.filesLabel')}
        </label>
        <input
          id={inputId}
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          aria-describedby={limits ? `${hintId} ${usageId}` : hintId}
          className={styles.fileInput}
          onChange={choose}
          disabled={pending}
        />
        <p id={hintId} className={styles.hint}>
          {limits
            ? t('pages.documents.upload.filesHint', { size: maxSize, max: limits.maxFiles })
            : t('pages.documents.upload.filesHintPlain')}
        </p>
        {limits ? <UploadUsage id={usageId} limits={limits} /> : null}
      </div>
      {entries.length > 0 ? (
        <ul className={styles.files} aria-label={t('pages.documents.upload.chosenFiles')}>
          {entries.map((entry) => (
            <FileRow key={entry.key} entry={entry} />
          ))}
        </ul>
      ) : null}
      <div role="alert" className={styles.alert}>
        {problem}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={pending}>
          {entries.some((entry) => entry.status === 'done')
            ? t('pages.documents.upload.close')
            : t('pages.documents.upload.cancel')}
        </Button>
        <Button type="submit" isDisabled={pending}>
          {pending ? t('pages.documents.upload.pending') : t('pages.documents.upload.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** "X MB of Y MB used", the files left this hour, and whether files are scanned. */
function UploadUsage({ id, limits }: { id: string; limits: UploadLimits }) {
  const { t, i18n } = useTranslation();
  return (
    <p id={id} className={styles.hint} data-testid="upload-usage">
      {t('pages.documents.upload.quotaUsed', {
        used: formatFileSize(limits.usedBytes, i18n.language),
        quota: formatFileSize(limits.quotaBytes, i18n.language),
      })}{' '}
      {t('pages.documents.upload.filesLeft', { count: limits.filesLeftThisHour })}{' '}
      {limits.scanned ? t('pages.documents.upload.scanned') : null}
    </p>
  );
}

function FileRow({ entry }: { entry: FileEntry }) {
  const { t, i18n } = useTranslation();
  const statusText =
    entry.status === 'error'
      ? entry.error
      : entry.status === 'done'
        ? t('pages.documents.upload.status.done')
        : entry.status === 'uploading'
          ? t('pages.documents.upload.status.uploading')
          : t('pages.documents.upload.status.waiting');
  return (
    <li className={styles.file} data-status={entry.status}>
      <div className={styles.fileTop}>
        <span className={styles.fileName}>{entry.file.name}</span>
        <span className={styles.hint}>{formatFileSize(entry.file.size, i18n.language)}</span>
      </div>
      {entry.status === 'uploading' || entry.status === 'done' ? (
        <ProgressBar
          aria-label={t('pages.documents.upload.progressLabel', { name: entry.file.name })}
          value={Math.round(entry.progress * 100)}
        >
          {({ percentage }) => (
            <div className={styles.track}>
              <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
            </div>
          )}
        </ProgressBar>
      ) : null}
      <span
        className={styles.status[entry.status]}
        role={entry.status === 'error' ? 'alert' : undefined}
      >
        {statusText}
      </span>
    </li>
  );
}

function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
