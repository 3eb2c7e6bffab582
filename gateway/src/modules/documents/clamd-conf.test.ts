// The one clamd configuration (ops/clamav/clamd.conf, mounted by docker-compose.yml and taken by
// the tests' own clamd) sets every limit explicitly, alerts past them, and agrees with the
// portal's defaults: what the upload accepts, clamd scans in full (F4 of issue 26).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScannerConfig } from '../../settings/scanner-config.js';
import {
  DEFAULT_ARCHIVE_MAX_ENTRIES,
  DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES,
  DEFAULT_MAX_FILE_BYTES,
} from '../../settings/storage-config.js';
import { committedClamdSettings, OwnClamd } from '../../test/own-clamd.js';
import { MAX_NESTING } from './archive-check.js';

const settings = new Map(committedClamdSettings());

/** A clamd.conf SIZE (`100M`, `512K`, `1048576`) or NUMBER, in bytes or units. */
function number(name: string): number {
  const raw = settings.get(name);
  const match = /^(\d+)([KkMm]?)$/.exec(raw ?? '');
  if (!match) throw new Error(`${name} is not set to a number: ${raw}`);
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

describe('ops/clamav/clamd.conf', () => {
  it('sets every limit and flags files past them', () => {
    expect(settings.get('AlertExceedsMax')).toBe('yes');
    for (const name of [
      'StreamMaxLength',
      'MaxFileSize',
      'MaxScanSize',
      'MaxRecursion',
      'MaxFiles',
      'MaxScanTime',
    ]) {
      expect(number(name), name).toBeGreaterThan(0);
    }
  });

  it("leaves no default upload past clamd's limits, nor a scan to the portal's timeout", () => {
    expect(DEFAULT_MAX_FILE_BYTES).toBeLessThanOrEqual(number('StreamMaxLength'));
    // clamd cuts a zip entry off at MaxFileSize without an alert: archive-check.ts.
    expect(DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES).toBeLessThanOrEqual(number('MaxFileSize'));
    expect(DEFAULT_MAX_FILE_BYTES + DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES).toBeLessThanOrEqual(
      number('MaxScanSize'),
    );
    expect(DEFAULT_ARCHIVE_MAX_ENTRIES).toBeLessThan(number('MaxFiles'));
    expect(MAX_NESTING).toBeLessThan(number('MaxRecursion'));
    // clamd gives up (and flags the file) before the portal stops waiting and retries.
    const timeoutMs = loadScannerConfig({ CLAMAV_HOST: 'clamav' })?.timeoutMs ?? 0;
    expect(number('MaxScanTime')).toBeLessThan(timeoutMs);
  });

  it("is what the tests' own clamd runs with, but for where it listens", async () => {
    const clamd = await OwnClamd.create();
    try {
      const own = await readFile(join(clamd.dir, 'clamd.conf'), 'utf8');
      for (const [name, value] of settings) {
        if (['LocalSocket', 'TCPSocket', 'User', 'DatabaseDirectory'].includes(name)) continue;
        expect(own).toContain(`\n${name} ${value}\n`);
      }
      expect(own).not.toContain('/var/lib/clamav');
    } finally {
      await clamd.destroy();
    }
  });
});
