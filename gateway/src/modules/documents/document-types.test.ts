import { describe, expect, it } from 'vitest';
import { detectDocumentType, RefusedType } from './document-types.js';
import { sampleDocx, samplePdf, samplePng, sampleXlsx } from './sample-files.js';

describe('detectDocumentType', () => {
  it('finds the allowed types from the bytes', async () => {
    expect(await detectDocumentType(samplePdf(['Hello']), 'x.bin', true)).toEqual({
      mediaType: 'application/pdf',
    });
    expect((await detectDocumentType(sampleDocx(['Hello']), 'x', true)).mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await detectDocumentType(sampleXlsx([['a', 'b']]), 'x', true)).mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await detectDocumentType(samplePng(), 'photo.pdf', true)).mediaType).toBe('image/png');
  });

  it('takes UTF-8 text as plain text, or CSV when so named', async () => {
    expect((await detectDocumentType(Buffer.from('a,b\n1,2\n'), 'fees.csv', true)).mediaType).toBe(
      'text/csv',
    );
    expect(
      (await detectDocumentType(Buffer.from('Qodobka 1aad — المادة ١\n'), 'law.txt', true))
        .mediaType,
    ).toBe('text/plain');
  });

  it('refuses a renamed HTML page, naming the file', async () => {
    const page = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    await expect(detectDocumentType(page, 'contract.pdf', true)).rejects.toThrow(RefusedType);
    await expect(detectDocumentType(page, 'contract.pdf', true)).rejects.toThrow(
      /"contract\.pdf".*HTML/,
    );
    const hidden = Buffer.from('Notes\nmore notes <script src=x></script>');
    await expect(detectDocumentType(hidden, 'notes.txt', true)).rejects.toThrow(/HTML/);
  });

  it('refuses binary it does not allow, and empty files', async () => {
    const gzip = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3, 4]);
    await expect(detectDocumentType(gzip, 'a.pdf', true)).rejects.toThrow(/GZ/);
    await expect(
      detectDocumentType(Buffer.from([0, 1, 2, 3, 200, 201]), 'a.txt', true),
    ).rejects.toThrow(RefusedType);
    await expect(detectDocumentType(Buffer.alloc(0), 'empty.txt', true)).rejects.toThrow(/empty/);
  });
});
