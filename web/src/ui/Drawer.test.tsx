import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer.js';

function Menu() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} label="Main navigation" closeLabel="Close">
        <a href="/news">News</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal <dialog> with its label, focus inside, closed by its button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Menu />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' }) as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it("closes on the browser's close request (Escape)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Menu />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });
});
