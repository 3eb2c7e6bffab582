import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.js';
import { Modal } from './Modal.js';
import { Select } from './Select.js';
import { AppToastRegion } from './toast/ToastRegion.js';
import { toast, toastQueue } from './toast/toast.js';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  act(() => toastQueue.clear());
});

function Opener({ isDismissable = false }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={isDismissable} title="Edit">
        <p>Body text</p>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit' }) as HTMLDialogElement;

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal isOpen={false} onOpenChange={() => {}} title="Edit">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Body')).toBeNull();
  });

  it('opens as a modal <dialog> named by its heading, with focus inside', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const opened = dialog();
    expect(opened.tagName).toBe('DIALOG');
    expect(opened.open).toBe(true);
    const heading = screen.getByRole('heading', { level: 2, name: 'Edit' });
    expect(opened.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(opened.contains(document.activeElement)).toBe(true);
  });

  it('gives focus back to the opener when it closes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("closes on the browser's close request (Escape), whether dismissable or not", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    // What the browser fires on Escape: the dialog asks first, React closes it.
    const request = new Event('cancel', { cancelable: true });
    act(() => {
      dialog().dispatchEvent(request);
    });
    expect(request.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('closes on a click outside the panel only when dismissable', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal isOpen onOpenChange={onOpenChange} title="Edit">
        <p>Body text</p>
      </Modal>,
    );
    const outside = () => {
      fireEvent.pointerDown(dialog());
      fireEvent.click(dialog());
    };
    outside();
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <Modal isOpen onOpenChange={onOpenChange} isDismissable title="Edit">
        <p>Body text</p>
      </Modal>,
    );
    // A press that starts on the text and ends outside is a selection, not a click outside.
    fireEvent.pointerDown(screen.getByText('Body text'));
    fireEvent.click(dialog());
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Body text'));
    expect(onOpenChange).not.toHaveBeenCalled();
    outside();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  // Outside an open modal <dialog> the page is inert: what must stay usable goes inside it.
  it("puts a select's list and the toasts inside the open dialog", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <AppToastRegion />
        <Modal isOpen onOpenChange={() => {}} title="Edit">
          <Select
            label="Area"
            options={[
              { id: 'family', label: 'Family' },
              { id: 'criminal', label: 'Criminal' },
            ]}
            value="family"
            onChange={() => {}}
          />
        </Modal>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /Area/ }));
    expect(dialog().contains(await screen.findByRole('listbox'))).toBe(true);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(dialog().contains(await screen.findByRole('alertdialog'))).toBe(true);
  });
});
