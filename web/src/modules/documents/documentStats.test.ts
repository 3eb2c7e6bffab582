import { describe, expect, it } from 'vitest';
import { documentStats } from './documentStats.js';
import { fileKindOf } from './fileKind.js';
import { filterDocuments } from './filterDocuments.js';

const now = Date.parse('2026-11-22T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('documentStats', () => {
  it('computes the four tiles as spec §2 says', () => {
    const stats = documentStats(
      [
        { downloads: 4, createdAt: new Date(now - day).toISOString() },
        { downloads: 10, createdAt: new Date(now - 7 * day).toISOString() },
        { downloads: 0, createdAt: new Date(now - 8 * day).toISOString() },
      ],
      now,
    );
    expect(stats).toEqual({ total: 3, downloads: 14, mostDownloaded: 10, recentUploads: 2 });
  });

  it('answers 0 for everything when there are no documents', () => {
    expect(documentStats([], now)).toEqual({
      total: 0,
      downloads: 0,
      mostDownloaded: 0,
      recentUploads: 0,
    });
  });
});

describe('fileKindOf', () => {
  it('maps media types to the spec colours', () => {
    expect(fileKindOf('application/pdf')).toBe('pdf');
    expect(fileKindOf('application/msword')).toBe('word');
    expect(
      fileKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('word');
    expect(fileKindOf('application/vnd.ms-excel')).toBe('spreadsheet');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'spreadsheet',
    );
    expect(fileKindOf('application/vnd.oasis.opendocument.spreadsheet')).toBe('spreadsheet');
    expect(fileKindOf('image/png')).toBe('other');
    expect(fileKindOf('text/plain')).toBe('other');
  });
});

describe('filterDocuments', () => {
  const documents = [
    { title: 'Fee schedule', description: 'Court fees', uploadedBy: { fullName: 'Amina Abdi' } },
    { title: 'Constitution', description: null, uploadedBy: { fullName: 'Sahra Ali' } },
  ];
  it('matches title, description and uploader name, case-insensitively', () => {
    expect(filterDocuments(documents, 'FEES')).toHaveLength(1);
    expect(filterDocuments(documents, 'sahra')).toEqual([documents[1]]);
    expect(filterDocuments(documents, 'constitution ali')).toEqual([documents[1]]);
    expect(filterDocuments(documents, '  ')).toHaveLength(2);
    expect(filterDocuments(documents, 'nothing')).toHaveLength(0);
  });
});
