import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, samplePng, sampleXlsx } from '../../seed/sample-files.js';
import { detectDocumentType, RefusedType, TextContentCheck } from './document-types.js';

describe('detectDocumentType', () => {
  it('finds the allowed types from the bytes', async () => {
    expect(await detectDocumentType(samplePdf(['Hello']), 'x.pdf', true)).toEqual({
      mediaType: 'application/pdf',
      textCheck: null,
    });
    expect((await detectDocumentType(sampleDocx(['Hello']), 'x.docx', true)).mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await detectDocumentType(sampleXlsx([['a', 'b']]), 'x.XLSX', true)).mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await detectDocumentType(samplePng(), 'photo.png', true)).mediaType).toBe('image/png');
  });

  it('refuses a name whose extension is not of the type found in the bytes', async () => {
    await expect(detectDocumentType(samplePng(), 'photo.pdf', true)).rejects.toThrow(
      /"photo\.pdf" is a PNG file, so its name must end in \.png/,
    );
    await expect(detectDocumentType(samplePdf(['x']), 'x.bin', true)).rejects.toThrow(/\.pdf/);
    await expect(detectDocumentType(Buffer.from('notes\n'), 'README', true)).rejects.toThrow(
      /\.txt/,
    );
  });

  it('refuses names that would run a program, whatever the bytes', async () => {
    for (const extension of ['bat', 'cmd', 'com', 'exe', 'js', 'msi', 'ps1', 'sh', 'vbs', 'scr']) {
      await expect(
        detectDocumentType(Buffer.from('@echo off\r\ndel *.*\r\n'), `run-me.${extension}`, true),
      ).rejects.toThrow(new RegExp(`"run-me\\.${extension}".*never accepted`));
    }
    await expect(detectDocumentType(samplePdf(['x']), 'brief.PDF.exe', true)).rejects.toThrow(
      RefusedType,
    );
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

  it('checks the whole of a text file as it streams, markup cut across chunks included', () => {
    const check = new TextContentCheck();
    expect(check.push(Buffer.from('a'.repeat(300 * 1024)))).toBeNull();
    expect(check.push(Buffer.from('\nclosing words <scr'))).toBeNull();
    expect(check.push(Buffer.from('ipt>alert(1)</script>'))).toMatch(/HTML/);
    const clean = new TextContentCheck();
    expect(clean.push(Buffer.from('Qodobka 1aad — المادة ١'.repeat(1000)))).toBeNull();
    expect(clean.push(Buffer.from([0xd8]))).toBeNull();
    expect(clean.push(Buffer.from([0xa7, 0x0a]))).toBeNull();
    expect(clean.end()).toBeNull();
    const cut = new TextContentCheck();
    expect(cut.push(Buffer.from([0x61, 0xd8]))).toBeNull();
    expect(cut.end()).toMatch(/UTF-8/);
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
