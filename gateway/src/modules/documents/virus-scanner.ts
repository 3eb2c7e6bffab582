// ClamAV's clamd over its socket, speaking the INSTREAM command (clamd(8), "INSTREAM"):
// `zINSTREAM\0`, then the file as chunks each prefixed by its length (4 bytes, big-endian), then
// a zero length; clamd answers `stream: OK`, `stream: <signature> FOUND` or `… ERROR`.
// Hand-written on node:net rather than the `clamscan` package: that package looks for local
// binaries and config files at init and falls back to spawning clamscan, none of which a
// gateway/worker talking to a clamd over the network wants; the protocol itself is these lines.
import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { ScannerConfig } from '../../settings/scanner-config.js';

export { loadScannerConfig, type ScannerConfig } from '../../settings/scanner-config.js';

/** What clamd found: nothing, or the name of the signature that matched. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd did not answer, refused the stream, or answered something else than a verdict. */
export class ScannerError extends Error {
  override name = 'ScannerError';
}

const CHUNK_BYTES = 64 * 1024;

/** Where the scanner is, for logs. */
export function describeScanner(config: ScannerConfig): string {
  return config.kind === 'socket' ? config.path : `${config.host}:${config.port}`;
}

function open(config: ScannerConfig): Socket {
  return config.kind === 'socket'
    ? connect({ path: config.path })
    : connect({ host: config.host, port: config.port });
}

/** Streams `body` to clamd and answers its verdict; throws ScannerError when it cannot tell. */
export async function scanStream(config: ScannerConfig, body: Readable): Promise<ScanVerdict> {
  const socket = open(config);
  socket.setTimeout(config.timeoutMs);
  let reply = '';
  const answered = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(reply));
    socket.on('timeout', () =>
      socket.destroy(new ScannerError(`clamd did not answer within ${config.timeoutMs} ms`)),
    );
    socket.on('error', (error) =>
      reject(error instanceof ScannerError ? error : new ScannerError(`clamd: ${error.message}`)),
    );
  });
  // clamd may close the connection early (a size limit): the answer tells why, not the write.
  answered.catch(() => undefined);
  try {
    await write(socket, Buffer.from('zINSTREAM\0'));
    for await (const chunk of body as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; at += CHUNK_BYTES) {
        const part = chunk.subarray(at, at + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(part.length);
        await write(socket, Buffer.concat([length, part]));
      }
    }
    await write(socket, Buffer.alloc(4));
  } catch (error) {
    body.destroy();
    // An answer clamd already gave (e.g. "INSTREAM size limit exceeded") says more: whatever
    // arrived, even when the socket then failed (over a unix socket the write fails with EPIPE
    // and the connection errors rather than ends).
    await Promise.race([answered, delay(200)]).catch(() => undefined);
    socket.destroy();
    if (reply.trim()) return verdictOf(reply);
    throw error instanceof ScannerError
      ? error
      : new ScannerError(`clamd: ${(error as Error).message}`);
  }
  return verdictOf(await answered);
}

/**
 * What clamd answered, as a verdict. Only `stream: OK` is clean. A signature (a virus, or a
 * `Heuristics.Limits.Exceeded.*` of AlertExceedsMax) and a size limit of the stream itself are
 * verdicts: the file is quarantined, never retried (it would fail the same way each time). clamd
 * short of memory or temporary space, having waited too long for our bytes, or no answer at all
 * says nothing about the file: ScannerError, retried later like a clamd that is down.
 */
export function verdictOf(raw: string): ScanVerdict {
  const answer = raw.replace(/\0/g, '').trim();
  if (answer === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { infected: true, signature: found[1] };
  if (/size limit exceeded/i.test(answer)) {
    // Named like clamd's own limit alerts, for the record and the staff's review.
    return { infected: true, signature: STREAM_LIMIT_SIGNATURE };
  }
  if (/ ERROR$/.test(answer) && !CLAMD_TROUBLE.test(answer)) {
    return {
      infected: true,
      signature: `Unscannable: ${answer.replace(/^stream: /, '').replace(/ ERROR$/, '')}`,
    };
  }
  throw new ScannerError(`clamd could not scan the file: ${answer || 'no answer'}`);
}

/** The signature recorded for a file longer than clamd's StreamMaxLength. */
export const STREAM_LIMIT_SIGNATURE = 'Heuristics.Limits.Exceeded.StreamMaxLength';

// clamd's errors about itself (cl_strerror, and its own read timeout), not about the file.
const CLAMD_TROUBLE =
  /allocate memory|temporary|Can't (create|write|open|map)|TIMED OUT|UNKNOWN COMMAND|Error processing command/i;

/** PING → PONG: whether clamd answers. */
export async function pingScanner(config: ScannerConfig): Promise<boolean> {
  const socket = open(config);
  socket.setTimeout(Math.min(config.timeoutMs, 5_000));
  return new Promise((resolve) => {
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(reply.replace(/\0/g, '').trim() === 'PONG'));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.write('zPING\0');
  });
}

function write(socket: Socket, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}
