import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { UpdateEventDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { instantOf, localInputValue } from '../../../lib/datetimeLocal.js';
import { Button } from '../../../ui/Button.js';
import { Modal } from '../../../ui/Modal.js';
import { Switch } from '../../../ui/Switch.js';
import { TextField } from '../../../ui/TextField.js';
import { toast } from '../../../ui/toast/toast.js';
import type { EventEntry } from '../types.js';
import * as styles from './EditEventDialog.css.js';

export interface EditEventDialogProps {
  event: EventEntry;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Staff edit an approved event: title, date (typed on this browser's clock, whose zone is sent
 * along), place, capacity and whether visitors see it. The server notifies those who answered
 * and refuses fewer places than members going (its message is shown).
 */
export function EditEventDialog({ event, isOpen, onOpenChange }: EditEventDialogProps) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateEventDocument);
  const [title, setTitle] = useState(event.title);
  const [date, setDate] = useState(localInputValue(event.eventDate));
  const [location, setLocation] = useState(event.location ?? '');
  const [capacity, setCapacity] = useState(event.maxAttendees?.toString() ?? '');
  const [visible, setVisible] = useState(event.isPublic);

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    try {
      await update({
        variables: {
          id: event.id,
          input: {
            title: title.trim() || null,
            eventDate: instantOf(date),
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            location: location.trim() || null,
            maxAttendees: capacity.trim() ? Number.parseInt(capacity, 10) : null,
            isPublic: visible,
          },
        },
      });
      onOpenChange(false);
      toast({ title: t('common.success'), description: t('pages.events.edit.saved') });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: error instanceof Error ? error.message : t('pages.events.staff.error'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('pages.events.edit.title')}>
      <form className={styles.form} onSubmit={(form) => void submit(form)}>
        <TextField label={t('pages.events.edit.name')} value={title} onChange={setTitle} />
        <TextField
          label={t('pages.events.edit.date')}
          type="datetime-local"
          value={date}
          onChange={setDate}
        />
        <TextField
          label={t('pages.events.edit.location')}
          value={location}
          onChange={setLocation}
        />
        <TextField
          label={t('pages.events.edit.capacity')}
          type="number"
          value={capacity}
          onChange={setCapacity}
        />
        <Switch isSelected={visible} onChange={setVisible} label={t('pages.events.edit.public')} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('pages.events.edit.cancel')}
          </Button>
          <Button type="submit" isDisabled={loading}>
            {t('pages.events.edit.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
