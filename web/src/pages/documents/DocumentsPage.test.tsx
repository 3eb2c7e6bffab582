import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentsDocument,
  DocumentUploadLimitsDocument,
  PracticeAreasDocument,
} from '../../generated/graphql.js';
import { initI18n, setLanguage } from '../../i18n/i18n.js';
import { createCache } from '../../lib/apollo.js';
import DocumentsPage from './DocumentsPage.js';

beforeAll(async () => {
  await initI18n();
});

const DAY = 24 * 60 * 60 * 1000;

const area = {
  __typename: 'PracticeArea' as const,
  id: 'area-1',
  slug: 'criminal',
  names: {
    __typename: 'LocalizedText' as const,
    en: 'Criminal Law',
    so: 'Sharciga Dembiyada',
    ar: 'القانون الجنائي',
    fr: 'Droit pénal',
  },
};

function doc(
  id: string,
  title: string,
  mediaType: string,
  typeLabel: string,
  downloads: number,
  daysAgo: number,
  extra: {
    description?: string;
    uploader?: string;
    status?: 'SCANNING' | 'AVAILABLE' | 'QUARANTINED';
  } = {},
) {
  return {
    __typename: 'Document' as const,
    id,
    title,
    description: extra.description ?? null,
    mediaType,
    typeLabel,
    fileName: `${id}.bin`,
    size: 2048,
    downloads,
    status: extra.status ?? ('AVAILABLE' as const),
    createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    downloadUrl: `/api/documents/${id}/download`,
    canDelete: false,
    uploadedBy: {
      __typename: 'Author' as const,
      id: `u-${id}`,
      fullName: extra.uploader ?? 'Amina Yusuf Abdi',
      initials: 'AA',
      profileImage: null,
    },
    practiceArea: area,
  };
}

const documents = [
  doc('a', 'Constitution', 'application/pdf', 'PDF', 42, 60),
  doc('b', 'Intake form', 'application/msword', 'DOC', 3, 2, { description: 'Family cases' }),
  doc('c', 'Fee schedule', 'application/vnd.ms-excel', 'XLS', 9, 12, { uploader: 'Sahra Ali' }),
  doc('d', 'Logo', 'image/png', 'PNG', 0, 1),
];

const MB = 1024 * 1024;

function mocks(
  list: readonly ReturnType<typeof doc>[],
  limits: Record<string, number> = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: PracticeAreasDocument },
      result: { data: { practiceAreas: [area] } },
    },
    {
      request: { query: DocumentUploadLimitsDocument },
      result: {
        data: {
          documentUploadLimits: {
            __typename: 'DocumentUploadLimits',
            maxFileBytes: 1024,
            maxFiles: 10,
            mediaTypes: ['application/pdf'],
            quotaBytes: 100 * MB,
            usedBytes: 25 * MB,
            filesPerHour: 30,
            filesLeftThisHour: 7,
            scanned: true,
            ...limits,
          },
        },
      },
    },
    {
      request: { query: DocumentsDocument, variables: { practiceArea: null, limit: 200 } },
      result: { data: { documents: list } },
    },
  ];
}

function renderAt(
  path: string,
  list: readonly ReturnType<typeof doc>[] = documents,
  limits: Record<string, number> = {},
) {
  render(
    <MockedProvider cache={createCache()} mocks={mocks(list, limits)}>
      <MemoryRouter initialEntries={[path]}>
        <DocumentsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

function tile(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('DocumentsPage', () => {
  it('computes the four tiles from the documents fetched and colours each type', async () => {
    await setLanguage('en');
    renderAt('/documents');
    await screen.findByRole('heading', { level: 2, name: 'Documents (4)' });
    expect(tile('Total Documents')).toBe('4');
    expect(tile('Total Downloads')).toBe('54');
    expect(tile('Most Downloaded')).toBe('42');
    expect(tile('Recent Uploads')).toBe('2');
    const kinds = ['PDF', 'DOC', 'XLS', 'PNG'].map(
      (label) => screen.getByText(label).getAttribute('data-file-kind') ?? '',
    );
    expect(kinds).toEqual(['pdf', 'word', 'spreadsheet', 'other']);
  });

  it('searches title, description and uploader in the page, with the spec empty message', async () => {
    await setLanguage('en');
    renderAt('/documents');
    await screen.findByRole('heading', { level: 2, name: 'Documents (4)' });
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    fireEvent.change(search, { target: { value: 'family' } });
    await screen.findByRole('heading', { level: 2, name: 'Documents (1)' });
    expect(screen.getByText('Intake form')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'sahra' } });
    await screen.findByText('Fee schedule');
    expect(screen.queryByText('Intake form')).toBeNull();
    // The tiles keep counting what was fetched.
    expect(tile('Total Documents')).toBe('4');
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    await screen.findByText('No documents found matching your criteria');
  });

  it('says when the library is empty, and opens the upload dialog on ?upload=1', async () => {
    await setLanguage('en');
    renderAt('/documents?upload=1', []);
    await screen.findByText('No documents available yet');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByLabelText('Files')).toBeTruthy();
    expect(tile('Most Downloaded')).toBe('0');
  });

  it('opens a document’s details with a Download link', async () => {
    await setLanguage('en');
    renderAt('/documents');
    fireEvent.click(await screen.findByText('Constitution'));
    const dialog = await screen.findByRole('dialog', { name: 'Constitution' });
    const link = within(dialog).getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/api/documents/a/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens the details named by ?document=, as the dashboard links do', async () => {
    await setLanguage('en');
    renderAt('/documents?document=c');
    const dialog = await screen.findByRole('dialog', { name: 'Fee schedule' });
    expect(within(dialog).getByText('Sahra Ali')).toBeTruthy();
  });

  it('shows files being scanned and quarantined in words, without a Download link', async () => {
    await setLanguage('en');
    const scanning = doc('e', 'Fresh brief', 'application/pdf', 'PDF', 0, 0, {
      status: 'SCANNING',
    });
    const quarantined = doc('f', 'Bad file', 'text/plain', 'TXT', 0, 0, {
      status: 'QUARANTINED',
    });
    renderAt('/documents', [...documents, scanning, quarantined]);
    await screen.findByText('Fresh brief');
    expect(screen.getByText('Scanning…').getAttribute('data-document-status')).toBe('SCANNING');
    expect(screen.getByText('Quarantined').getAttribute('data-document-status')).toBe(
      'QUARANTINED',
    );
    // The tiles count what members can download.
    expect(tile('Total Documents')).toBe('4');
    fireEvent.click(screen.getByText('Fresh brief'));
    const dialog = await screen.findByRole('dialog', { name: 'Fresh brief' });
    expect(within(dialog).getByText(/being scanned for viruses/)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('names the states in French, Somali and Arabic too', async () => {
    const list = [
      doc('e', 'Fresh brief', 'application/pdf', 'PDF', 0, 0, { status: 'SCANNING' }),
      doc('f', 'Bad file', 'text/plain', 'TXT', 0, 0, { status: 'QUARANTINED' }),
    ];
    for (const [language, scanning, quarantined] of [
      ['fr', 'Analyse en cours…', 'En quarantaine'],
      ['so', 'Waa la baarayaa…', 'Waa la go’doomiyay'],
      ['ar', 'جارٍ الفحص…', 'معزول'],
    ] as const) {
      await setLanguage(language);
      const { unmount } = render(
        <MockedProvider cache={createCache()} mocks={mocks(list)}>
          <MemoryRouter initialEntries={['/documents']}>
            <DocumentsPage />
          </MemoryRouter>
        </MockedProvider>,
      );
      expect(await screen.findByText(scanning)).toBeTruthy();
      expect(screen.getByText(quarantined)).toBeTruthy();
      unmount();
    }
    await setLanguage('en');
  });

  it('shows the storage used and the files left this hour in the upload dialog', async () => {
    await setLanguage('en');
    renderAt('/documents?upload=1');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    const usage = await within(dialog).findByTestId('upload-usage');
    expect(usage.textContent).toMatch(
      /^25 MB of 100 MB used\. 7 files left this hour\. Files are scanned/,
    );
    expect(within(dialog).getByLabelText('Files').getAttribute('aria-describedby')).toContain(
      usage.id,
    );
  });

  async function chooseAndSend(limits: Record<string, number>, file: File) {
    renderAt('/documents?upload=1', documents, limits);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await within(dialog).findByTestId('upload-usage');
    fireEvent.change(within(dialog).getByLabelText('Files'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return dialog;
  }

  it('does not send a file past the quota', async () => {
    await setLanguage('en');
    const dialog = await chooseAndSend(
      { quotaBytes: 2000, usedBytes: 1500 },
      new File(['x'.repeat(600)], 'big.txt'),
    );
    expect(
      await within(dialog).findByText(
        'big.txt was not uploaded: it would take you past your storage quota of 2 kB. Delete documents you no longer share to make room.',
      ),
    ).toBeTruthy();
  });

  it('does not send a file once the hourly rate is used up', async () => {
    await setLanguage('en');
    const dialog = await chooseAndSend({ filesLeftThisHour: 0 }, new File(['x'], 'note.txt'));
    expect(
      await within(dialog).findByText(
        'note.txt was not uploaded: you can upload at most 30 files per hour. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('speaks Arabic with its plural forms', async () => {
    await setLanguage('ar');
    renderAt('/documents');
    await screen.findByText('Constitution');
    // Arabic-Indic digits in the count.
    expect(screen.getByRole('heading', { level: 2, name: /^المستندات \(.+\)$/ })).toBeTruthy();
    // 0 → zero, 3 and 9 → few, 42 → many.
    expect(screen.getByText('لا تنزيلات')).toBeTruthy();
    expect(screen.getAllByText(/^[٠-٩0-9]+ تنزيلات$/)).toHaveLength(2);
    expect(screen.getAllByText(/^[٠-٩0-9]+ تنزيلًا$/)).toHaveLength(1);
    await setLanguage('en');
  });
});
