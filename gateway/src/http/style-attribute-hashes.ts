import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CSP_HEADER, withSources } from './security-headers.js';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The distinct values of the style attributes in server-rendered markup, as parsed. */
export function styleAttributes(html: string): string[] {
  const values = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) =>
    value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}

/**
 * Lets the style attributes of a server-rendered page apply under this response's CSP, and
 * nothing else: `'unsafe-hashes'` with the hash of each attribute's exact value (CSP level 3)
 * added to style-src. A browser that ignored the attribute would show what React Aria hides,
 * and hydration would not put it back. Injected markup with any other style stays refused.
 */
export function allowStyleAttributes(reply: FastifyReply, html: string): void {
  const policy = reply.getHeader(CSP_HEADER);
  const values = styleAttributes(html);
  if (typeof policy !== 'string' || values.length === 0) return;
  const hashes = values.map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
  reply.header(CSP_HEADER, withSources(policy, 'style-src', ["'unsafe-hashes'", ...hashes]));
}
