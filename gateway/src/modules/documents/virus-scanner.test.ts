// The INSTREAM client against a real clamd (Debian's clamav-daemon) of the test's own, with a
// signature database of the EICAR test signature only (own-clamd.ts).
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../seed/sample-files.js';
import { EICAR_SIGNATURE, eicar, OwnClamd } from '../../test/own-clamd.js';
import { zipOf } from '../../test/zip-files.js';
import {
  loadScannerConfig,
  pingScanner,
  type ScannerConfig,
  ScannerError,
  STREAM_LIMIT_SIGNATURE,
  scanStream,
  verdictOf,
} from './virus-scanner.js';

let clamd: OwnClamd;
let tcp: ScannerConfig;
let socket: ScannerConfig;

beforeAll(async () => {
  clamd = await OwnClamd.create();
  tcp = { kind: 'tcp', host: '127.0.0.1', port: clamd.port, timeoutMs: 10_000 };
  socket = { kind: 'socket', path: clamd.socketPath, timeoutMs: 10_000 };
}, 30_000);

afterAll(async () => {
  await clamd?.destroy();
});

describe('scanStream (clamd INSTREAM)', () => {
  it('finds EICAR over TCP and over the unix socket, even inside a larger file', async () => {
    expect(await scanStream(tcp, Readable.from([Buffer.from(eicar())]))).toEqual({
      infected: true,
      signature: EICAR_SIGNATURE,
    });
    const wrapped = Buffer.concat([Buffer.alloc(200_000, 32), Buffer.from(eicar())]);
    expect(await scanStream(socket, Readable.from([wrapped]))).toEqual({
      infected: true,
      signature: EICAR_SIGNATURE,
    });
  });

  it('answers clean for a PDF and for a file streamed in many chunks', async () => {
    expect(await scanStream(tcp, Readable.from([samplePdf(['Clean brief'])]))).toEqual({
      infected: false,
    });
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(50_000, 97 + (i % 20)));
    expect(await scanStream(socket, Readable.from(chunks))).toEqual({ infected: false });
  });

  it('throws ScannerError when clamd is not there', async () => {
    const nowhere: ScannerConfig = { kind: 'tcp', host: '127.0.0.1', port: 1, timeoutMs: 1_000 };
    await expect(scanStream(nowhere, Readable.from([Buffer.from('x')]))).rejects.toThrow(
      ScannerError,
    );
    expect(await pingScanner(nowhere)).toBe(false);
    expect(await pingScanner(tcp)).toBe(true);
  });
});

describe("clamd's limits (ops/clamav/clamd.conf, F4)", () => {
  it('flags EICAR nested past MaxRecursion rather than answering clean', async () => {
    // 18 levels: past clamd's default of 17 too, where it used to stop and answer OK.
    let nested: Buffer = Buffer.from(eicar());
    for (let depth = 0; depth < 18; depth += 1) nested = await zipOf([[`${depth}.zip`, nested]]);
    expect(await scanStream(tcp, Readable.from([nested]))).toEqual({
      infected: true,
      signature: 'Heuristics.Limits.Exceeded.MaxRecursion',
    });
  });

  it('answers a stream past StreamMaxLength (100M) as a verdict, not an error to retry', async () => {
    const mebibyte = Buffer.alloc(1024 * 1024, 7);
    const chunks = (function* () {
      for (let i = 0; i < 101; i += 1) yield mebibyte;
    })();
    expect(await scanStream(socket, Readable.from(chunks))).toEqual({
      infected: true,
      signature: STREAM_LIMIT_SIGNATURE,
    });
  });
});

describe('verdictOf (what clamd answered)', () => {
  it('is clean only for OK; a signature, a limit or an error about the file quarantine', () => {
    expect(verdictOf('stream: OK\0')).toEqual({ infected: false });
    expect(verdictOf('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      infected: true,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(verdictOf('stream: Heuristics.Limits.Exceeded.MaxFileSize FOUND')).toMatchObject({
      signature: 'Heuristics.Limits.Exceeded.MaxFileSize',
    });
    expect(verdictOf('INSTREAM size limit exceeded. ERROR\0')).toEqual({
      infected: true,
      signature: STREAM_LIMIT_SIGNATURE,
    });
    expect(verdictOf('stream: Bad format or broken data ERROR')).toEqual({
      infected: true,
      signature: 'Unscannable: Bad format or broken data',
    });
  });

  it('throws ScannerError (retried later) when the answer says nothing about the file', () => {
    for (const answer of [
      '',
      "stream: Can't allocate memory ERROR",
      "stream: Can't create temporary file ERROR",
      'COMMAND READ TIMED OUT',
      'UNKNOWN COMMAND',
      'HTTP/1.1 400 Bad Request',
    ]) {
      expect(() => verdictOf(answer), answer).toThrow(ScannerError);
    }
  });
});

describe('loadScannerConfig', () => {
  it('reads a socket, or a host and port, or nothing (not scanned)', () => {
    expect(loadScannerConfig({})).toBeNull();
    expect(loadScannerConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' })).toEqual({
      kind: 'socket',
      path: '/run/clamav/clamd.ctl',
      timeoutMs: 150_000,
    });
    expect(
      loadScannerConfig({ CLAMAV_HOST: 'clamav', CLAMAV_PORT: '3311', CLAMAV_TIMEOUT_MS: '5000' }),
    ).toEqual({ kind: 'tcp', host: 'clamav', port: 3311, timeoutMs: 5_000 });
    expect(loadScannerConfig({ CLAMAV_HOST: 'clamav' })).toMatchObject({ port: 3310 });
  });

  it('refuses settings that cannot work, naming them', () => {
    expect(() => loadScannerConfig({ CLAMAV_PORT: '3310' })).toThrow(/CLAMAV_HOST/);
    expect(() => loadScannerConfig({ CLAMAV_HOST: 'a', CLAMAV_PORT: 'x' })).toThrow(/CLAMAV_PORT/);
    expect(() => loadScannerConfig({ CLAMAV_SOCKET: '/s', CLAMAV_HOST: 'a' })).toThrow(/not both/);
  });
});
