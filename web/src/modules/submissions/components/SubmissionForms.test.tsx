import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/i18n.js';
import { toastQueue } from '../../../ui/toast/toast.js';
import type {
  EventSubmissionValues,
  NewsSubmissionValues,
  SocialSubmissionValues,
} from '../values.js';
import { EventSubmissionForm } from './EventSubmissionForm.js';
import { NewsSubmissionForm } from './NewsSubmissionForm.js';
import { SocialSubmissionForm } from './SocialSubmissionForm.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
});

const toasts = () => toastQueue.visibleToasts.map((visible) => visible.content);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('NewsSubmissionForm', { timeout: 20_000 }, () => {
  it('starts with priority normal and refuses a missing title and content', async () => {
    const onSubmit = vi.fn<(values: NewsSubmissionValues) => Promise<void>>();
    render(<NewsSubmissionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: /Priority/ }).textContent).toContain('Normal');
    await user.click(screen.getByRole('button', { name: 'Submit news' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  });

  it('shows the sending label while pending, then the French toast and the defaults', async () => {
    await setLanguage('fr');
    const pending = deferred();
    const onSubmit = vi.fn<(values: NewsSubmissionValues) => Promise<void>>(() => pending.promise);
    render(<NewsSubmissionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    const title = screen.getByRole('textbox', { name: /^Titre/ });
    await user.type(title, 'Réforme du code');
    await user.type(screen.getByRole('textbox', { name: /Contenu complet/ }), 'Le texte.');
    await user.click(screen.getByRole('button', { name: /Priorité/ }));
    await user.click(await screen.findByRole('option', { name: 'Urgente' }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'actualité" }));
    const sending = screen.getByRole('button', { name: 'Envoi...' });
    expect(sending.hasAttribute('disabled') || sending.getAttribute('data-disabled') !== null).toBe(
      true,
    );
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Réforme du code',
        content: 'Le texte.',
        priority: 'URGENT',
        category: 'none',
      }),
    );
    pending.resolve();
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Actualité soumise' })),
    );
    expect((title as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /Priorité/ }).textContent).toContain('Normale');
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
  });

  it("keeps the values and shows 'Erreur' when the submission fails", async () => {
    await setLanguage('fr');
    const onSubmit = vi.fn(async () => {
      throw new Error('503');
    });
    render(<NewsSubmissionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    const title = screen.getByRole('textbox', { name: /^Titre/ });
    await user.type(title, 'Réforme');
    await user.type(screen.getByRole('textbox', { name: /Contenu complet/ }), 'Le texte.');
    await user.click(screen.getByRole('button', { name: "Soumettre l'actualité" }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Erreur',
        description: "Impossible de soumettre l'actualité.",
        variant: 'destructive',
      }),
    );
    expect((title as HTMLInputElement).value).toBe('Réforme');
  });
});

describe('EventSubmissionForm', { timeout: 20_000 }, () => {
  it('shows max attendees only when registration is required, promotion on by default', async () => {
    const onSubmit = vi.fn<(values: EventSubmissionValues) => Promise<void>>(async () => {});
    render(<EventSubmissionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    const promotion = screen.getByRole('switch', { name: 'Promote on social media' });
    expect((promotion as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: 'Maximum attendees' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Registration required' }));
    const max = screen.getByRole('spinbutton', { name: 'Maximum attendees' });
    expect(max.getAttribute('placeholder')).toBe('e.g. 50');

    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /Event title/ }), 'Annual conference');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Two days.');
    fireEvent.change(screen.getByLabelText(/Date and time/), {
      target: { value: '2027-03-14T09:30' },
    });
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Annual conference',
        description: 'Two days.',
        eventDate: '2027-03-14T09:30',
        location: '',
        category: 'none',
        registrationRequired: true,
        maxAttendees: '50',
        socialMediaPromotion: true,
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Event submitted' })),
    );
    expect(screen.queryByRole('spinbutton', { name: 'Maximum attendees' })).toBeNull();
  });
});

describe('SocialSubmissionForm', { timeout: 20_000 }, () => {
  it('requires only the content (the platform is labelled required, not enforced)', async () => {
    const onSubmit = vi.fn<(values: SocialSubmissionValues) => Promise<void>>(async () => {});
    render(<SocialSubmissionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: /Platform \*/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit post' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Post content/ }), 'Join us on Friday.');
    await user.click(screen.getByRole('button', { name: 'Submit post' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ platform: 'none', content: 'Join us on Friday.' }),
      ),
    );
  });

  it("shows the French failure text 'Impossible de soumettre la publication sociale.'", async () => {
    await setLanguage('fr');
    render(
      <SocialSubmissionForm
        onSubmit={async () => {
          throw new Error('down');
        }}
      />,
    );
    const user = userEvent.setup({ delay: null });
    const content = screen.getByRole('textbox', { name: /Contenu de la publication/ });
    await user.type(content, 'Rejoignez-nous.');
    await user.click(screen.getByRole('button', { name: 'Soumettre la publication' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ description: 'Impossible de soumettre la publication sociale.' }),
      ),
    );
    expect((content as HTMLTextAreaElement).value).toBe('Rejoignez-nous.');
  });
});
