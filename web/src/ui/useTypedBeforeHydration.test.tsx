import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NativeTextField } from './NativeTextField.js';
import { TextAreaField } from './TextAreaField.js';
import { TextField } from './TextField.js';

/** A form whose "Show" button renders it again and prints what its state holds. */
function Form({ field }: { field: 'native' | 'aria' | 'area' }) {
  const [value, setValue] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  return (
    <form>
      {field === 'native' ? (
        <NativeTextField label="E-mail" name="email" value={value} onChange={setValue} />
      ) : field === 'aria' ? (
        <TextField label="E-mail" name="email" value={value} onChange={setValue} />
      ) : (
        <TextAreaField label="Message" name="email" defaultValue="" />
      )}
      <button type="button" onClick={() => setShown(value)}>
        Show
      </button>
      <output>{shown}</output>
    </form>
  );
}

// React's act() without testing-library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

/** The server's HTML, typed into before the script attaches, then hydrated and re-rendered. */
async function typedBeforeHydration(field: 'native' | 'aria' | 'area') {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form field={field} />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('[name="email"]');
  if (!input) throw new Error('no field');
  input.value = 'ada@example.org';
  await act(async () => {
    hydrateRoot(container as HTMLDivElement, <Form field={field} />);
  });
  await act(async () => {
    container?.querySelector('button')?.click();
  });
  return { input, output: container.querySelector('output')?.textContent };
}

describe('a field typed into before the script attached', () => {
  it('keeps the text and hands it to the form (plain HTML field)', async () => {
    const { input, output } = await typedBeforeHydration('native');
    expect(input.value).toBe('ada@example.org');
    expect(output).toBe('ada@example.org');
  });

  it('keeps the text and hands it to the form (React Aria field)', async () => {
    const { input, output } = await typedBeforeHydration('aria');
    expect(input.value).toBe('ada@example.org');
    expect(output).toBe('ada@example.org');
  });

  it('keeps the text of an uncontrolled React Aria field through a render', async () => {
    const { input } = await typedBeforeHydration('area');
    expect(input.value).toBe('ada@example.org');
  });
});
