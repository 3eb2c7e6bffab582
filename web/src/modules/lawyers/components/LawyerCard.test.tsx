import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/i18n.js';
import type { PublicLawyer } from '../types.js';
import { LawyerCard } from './LawyerCard.js';

beforeAll(async () => {
  await initI18n();
});

const lawyer = (overrides: Partial<PublicLawyer> = {}): PublicLawyer => ({
  id: 'l1',
  slug: 'hodan-abdi-farah',
  fullName: 'Hodan Abdi Farah',
  specialization: 'Corporate Law',
  practiceAreas: ['Company formation', 'Shareholder agreements', 'Mergers', 'Compliance', 'Tax'],
  languages: ['Somali', 'Arabic', 'English'],
  experience: '12 years before the courts of Mogadishu.',
  bio: 'Advises companies on governance.',
  profileImage: null,
  verified: 1,
  averageRating: 4.6,
  totalReviews: 12,
  consultationRate: '$30 per hour',
  publicConsultationAvailable: true,
  contactPhone: '+252 61 000 0000',
  officeAddress: '10 Maka Al Mukarama Road, Mogadishu',
  websiteUrl: 'https://farah.example.org/',
  linkedinUrl: 'javascript:alert(1)',
  ...overrides,
});

describe('LawyerCard', () => {
  it('shows every element, stars filled by the floor of the average', () => {
    const { container } = render(<LawyerCard lawyer={lawyer()} onRequest={() => {}} />);
    const card = screen.getByRole('article', { name: 'Hodan Abdi Farah' });
    expect(within(card).getByRole('img', { name: 'No photo of Hodan Abdi Farah' })).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(5);
    expect(within(card).getByText('4.6 out of 5, 12 reviews')).toBeTruthy();
    expect(within(card).getByText('(12 reviews)')).toBeTruthy();
    expect(within(card).getByText('+2')).toBeTruthy();
    expect(within(card).queryByText('Compliance')).toBeNull();
    expect(within(card).getByText('Somali, Arabic, English')).toBeTruthy();
    expect(within(card).getByText('Consultation available – $30 per hour')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      'https://farah.example.org/',
    );
    // Not http(s): never a link.
    expect(within(card).queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    // The name leads to the lawyer's own page.
    expect(within(card).getByRole('link', { name: 'Hodan Abdi Farah' }).getAttribute('href')).toBe(
      '/lawyers/hodan-abdi-farah',
    );
  });

  it('shows only photos the portal serves: an address elsewhere gets the placeholder', () => {
    render(
      <LawyerCard
        lawyer={lawyer({ profileImage: 'https://tracker.example/p.jpg' })}
        onRequest={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'No photo of Hodan Abdi Farah' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('hides stars without a rating and the badge when not verified; asks for this lawyer', async () => {
    const onRequest = vi.fn();
    const { container } = render(
      <LawyerCard
        lawyer={lawyer({
          averageRating: 0,
          totalReviews: 0,
          verified: 0,
          profileImage: '/api/lawyers/photos/0b6f3c52-8d1e-4a8e-9a51-3e0c2f7d9b10',
        })}
        onRequest={onRequest}
      />,
    );
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(0);
    expect(screen.queryByText('Verified')).toBeNull();
    // An unverified lawyer has no page of their own: the name is plain text.
    expect(screen.queryByRole('link', { name: 'Hodan Abdi Farah' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo of Hodan Abdi Farah' }).getAttribute('src')).toBe(
      '/api/lawyers/photos/0b6f3c52-8d1e-4a8e-9a51-3e0c2f7d9b10',
    );
    await userEvent.click(screen.getByRole('link', { name: /Request a consultation/ }));
    expect(onRequest).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
  });

  it('calls by a tap and opens the full profile', () => {
    render(<LawyerCard lawyer={lawyer()} onRequest={vi.fn()} />);
    expect(screen.getByRole('link', { name: '+252 61 000 0000' }).getAttribute('href')).toBe(
      'tel:+252610000000',
    );
    expect(
      screen.getByRole('link', { name: 'Full profile of Hodan Abdi Farah' }).getAttribute('href'),
    ).toBe('/lawyers/hodan-abdi-farah');
  });

  it('names reference specializations and practice areas in the page language, free text as written', async () => {
    await setLanguage('so');
    try {
      render(
        <LawyerCard
          lawyer={lawyer({ practiceAreas: ['Company formation', 'Camel trade disputes'] })}
          onRequest={vi.fn()}
        />,
      );
      expect(screen.getByText('Sharciga Shirkadaha')).toBeTruthy();
      expect(screen.getByText('Samaynta shirkad')).toBeTruthy();
      // Not a reference term: as the lawyer wrote it, isolated for its direction.
      expect(screen.getByText('Camel trade disputes').tagName).toBe('BDI');
    } finally {
      await setLanguage('en');
    }
  });
});
