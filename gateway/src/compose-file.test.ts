// docker-compose.yml must refuse to start without a database password rather than fall back to a
// well-known one (ASVS 13.3: no default credentials), and scans every upload with ClamAV (issue
// 26, item 7). No container engine runs the tests, so the file is read as YAML and its
// interpolations are checked the way compose reads them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './settings/paths.js';

// ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message}, ${NAME?message}
const INTERPOLATION = /\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g;

// Compose's own syntax, not a template literal: "${" joined so that it reads as text.
const REQUIRED_PASSWORD = ['$', '{POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}'].join('');

interface Interpolation {
  name: string;
  operator: string | undefined;
  argument: string | undefined;
}

function interpolationsIn(value: unknown): Interpolation[] {
  if (typeof value === 'string') {
    return [...value.matchAll(INTERPOLATION)].map(([, name = '', operator, argument]) => ({
      name,
      operator,
      argument,
    }));
  }
  if (Array.isArray(value)) return value.flatMap(interpolationsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(interpolationsIn);
  return [];
}

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
}

describe('docker-compose.yml', () => {
  const compose = readFile(join(repoRoot, 'docker-compose.yml'), 'utf8').then(
    (text) => parse(text, { merge: true }) as Record<string, Record<string, ComposeService>>,
  );

  it('requires POSTGRES_PASSWORD wherever it is used, with no default', async () => {
    const file = await compose;
    const uses = interpolationsIn(file).filter(({ name }) => name === 'POSTGRES_PASSWORD');
    expect(uses.length).toBeGreaterThanOrEqual(2);
    for (const use of uses) expect(use.operator).toBe(':?');

    const services = file.services ?? {};
    expect(services.postgres?.environment?.POSTGRES_PASSWORD).toBe(REQUIRED_PASSWORD);
    for (const name of ['migrate', 'gateway', 'worker']) {
      expect(services[name]?.environment?.DATABASE_URL).toContain(`${REQUIRED_PASSWORD}@`);
    }
  });

  it('requires PUBLIC_URL for the migration, the gateways and the workers (F11)', async () => {
    const file = await compose;
    const services = file.services ?? {};
    for (const name of ['migrate', 'gateway', 'worker']) {
      const [use] = interpolationsIn(services[name]?.environment?.PUBLIC_URL);
      expect(use, name).toMatchObject({ name: 'PUBLIC_URL', operator: ':?' });
    }
  });

  it('gives no password or secret a non-empty default', async () => {
    const secrets = interpolationsIn(await compose).filter(({ name }) =>
      /PASSWORD|SECRET|TOKEN|KEY/.test(name),
    );
    const defaulted = secrets.filter(
      ({ operator, argument }) => (operator === ':-' || operator === '-') && argument !== '',
    );
    expect(defaulted).toEqual([]);
  });

  it('runs ClamAV with the committed clamd.conf and scans with it in gateways and workers', async () => {
    const services = (await compose).services ?? {};
    const clamav = services.clamav;
    // The official image, whose freshclam keeps the signatures up to date (not switched off).
    expect(clamav?.image).toMatch(/^clamav\/clamav(-debian)?:1\.4/);
    expect(clamav?.environment?.CLAMAV_NO_FRESHCLAMD ?? 'false').toBe('false');
    const mount = clamav?.volumes?.find((volume) => volume.endsWith(':/etc/clamav/clamd.conf:ro'));
    expect(mount).toBe('./ops/clamav/clamd.conf:/etc/clamav/clamd.conf:ro');
    expect(existsSync(join(repoRoot, 'ops', 'clamav', 'clamd.conf'))).toBe(true);
    expect(clamav?.volumes).toContain('clamav-data:/var/lib/clamav');
    expect(clamav?.healthcheck?.test).toEqual(['CMD', 'clamdcheck.sh']);
    for (const name of ['gateway', 'worker']) {
      expect(services[name]?.environment, name).toMatchObject({
        CLAMAV_HOST: 'clamav',
        CLAMAV_PORT: '3310',
      });
      expect(services[name]?.depends_on?.clamav, name).toEqual({ condition: 'service_healthy' });
    }
  });
});
