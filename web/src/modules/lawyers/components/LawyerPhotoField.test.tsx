import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.js';
import { LawyerPhotoField, PHOTO_ACCEPT } from './LawyerPhotoField.js';

beforeAll(async () => {
  await initI18n();
});

const PHOTO = '/api/lawyers/photos/0b6f3c52-8d1e-4a8e-9a51-3e0c2f7d9b10';

describe('LawyerPhotoField', () => {
  it('offers a file picker for pictures, with the photo and a way to remove it', () => {
    render(<LawyerPhotoField photo={PHOTO} fullName="Hodan Abdi" hasProfile onChanged={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Photo of Hodan Abdi' }).getAttribute('src')).toBe(
      PHOTO,
    );
    const picker = screen.getByLabelText('Choose a photo to upload');
    expect(picker.getAttribute('type')).toBe('file');
    expect(picker.getAttribute('accept')).toBe(PHOTO_ACCEPT);
    expect(picker.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
    // No address field any more: photos are uploaded files.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the placeholder for an address elsewhere, and asks to save the profile first', () => {
    render(
      <LawyerPhotoField
        photo="https://tracker.example/p.jpg"
        fullName="Hodan Abdi"
        hasProfile={false}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'No photo of Hodan Abdi' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByLabelText('Choose a photo to upload')).toBeNull();
    expect(screen.getByText('Save your profile first, then add a photo.')).toBeTruthy();
  });
});
