import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: a header and a round of the compressor would
 * cost more than the bytes saved.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the client prefers, for every answer above the threshold: the
 * lawyer directory's JSON shrinks about tenfold, which is most of its time on a slow mobile
 * network. Static assets keep their pre-compressed files (the web build writes .br and .gz
 * beside each): an answer that already has a content-encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 is Brotli's fast setting: most of the gain at a fraction of the default's CPU
    // (quality 11 is meant for build-time compression, not per request).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
