import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_MFA_SECRET_KEY } from '../crypto/secret-box.js';
import { ConfigError, loadBootstrapAdmin, loadConfig } from './config.js';
import { withConfigReference } from './config-reference.js';
import { ENVIRONMENT } from './environment.js';
import { defaultWebDist, repoRoot } from './paths.js';
import { readSetting } from './read-environment.js';

describe('loadConfig', () => {
  it('checks /api answers against their schemas in test runs, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).checkApiResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', API_CHECK_RESPONSES: 'false' }).checkApiResponses).toBe(
      false,
    );
    expect(loadConfig({ API_CHECK_RESPONSES: 'true' }).checkApiResponses).toBe(true);
  });

  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'portal',
      host: '127.0.0.1',
      port: 3000,
      isProduction: false,
      logLevel: 'info',
      webDist: defaultWebDist,
      statsIntervalMs: 60_000,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Bar Association Portal <no-reply@localhost>',
      seedDemoData: true,
      trustProxy: false,
      storage: { driver: 'local', dir: join(repoRoot, '.data', 'documents') },
      documentLimits: {
        maxFileBytes: 25 * 1024 * 1024,
        maxFiles: 10,
        quotaBytes: 500 * 1024 * 1024,
        filesPerHour: 30,
      },
      archiveLimits: { maxUncompressedBytes: 100 * 1024 * 1024, maxEntries: 5_000 },
      scanner: null,
      graphqlIde: true,
      graphqlIntrospection: true,
      graphqlSuggestions: true,
      checkApiResponses: false,
      graphqlLimits: {
        defaultListSize: 50,
        maxAliases: 30,
        maxCost: 20_000,
        maxDepth: 10,
        maxDirectives: 30,
        maxTokens: 2_000,
        timeoutMs: 10_000,
      },
      signInThrottle: {
        accountAddress: { maxFailures: 10, windowSeconds: 900 },
        account: { maxFailures: 20, windowSeconds: 900 },
        address: { maxFailures: 30, windowSeconds: 900 },
        global: { maxFailures: 1000, windowSeconds: 900 },
        baseDelaySeconds: 30,
        maxDelaySeconds: 900,
      },
      sessionTimeouts: { idleMinutes: 120, absoluteHours: 168, reauthMinutes: 10 },
      mfaSecretKey: DEVELOPMENT_MFA_SECRET_KEY,
      publicFormLimit: { max: 5, windowSeconds: 3600 },
      consultationLimits: { perAddress: 10, perEmail: 5, windowSeconds: 3600 },
      apiRateLimits: { windowSeconds: 60, perAddress: 600, perToken: 300 },
      expensiveWork: { perClient: 2, total: 6 },
      statementTimeoutMs: 10_000,
      postFlagsToHide: 3,
    });
    expect(defaultWebDist).toMatch(/\/web\/dist$/);
  });

  it('reads EXPENSIVE_MAX_PER_CLIENT, EXPENSIVE_MAX_TOTAL and DATABASE_STATEMENT_TIMEOUT_MS, within bounds', () => {
    const config = loadConfig({
      EXPENSIVE_MAX_PER_CLIENT: '1',
      EXPENSIVE_MAX_TOTAL: '3',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });
    expect(config.expensiveWork).toEqual({ perClient: 1, total: 3 });
    expect(config.statementTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ EXPENSIVE_MAX_PER_CLIENT: '0' })).toThrow(/EXPENSIVE_MAX_PER_CLIENT/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '10' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('reads the session timeouts from SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS and SESSION_REAUTH_MINUTES, within bounds', () => {
    expect(
      loadConfig({
        SESSION_IDLE_MINUTES: '30',
        SESSION_ABSOLUTE_HOURS: '24',
        SESSION_REAUTH_MINUTES: '5',
      }).sessionTimeouts,
    ).toEqual({ idleMinutes: 30, absoluteHours: 24, reauthMinutes: 5 });
    expect(() => loadConfig({ SESSION_REAUTH_MINUTES: '0' })).toThrow(/SESSION_REAUTH_MINUTES/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: 'a week' })).toThrow(
      /SESSION_ABSOLUTE_HOURS/,
    );
  });

  it('reads the API rate limits from API_RATE_*, within bounds', () => {
    expect(
      loadConfig({
        API_RATE_WINDOW_SECONDS: '10',
        API_RATE_MAX_PER_ADDRESS: '50',
        API_RATE_MAX_PER_TOKEN: '20',
      }).apiRateLimits,
    ).toEqual({ windowSeconds: 10, perAddress: 50, perToken: 20 });
    expect(() => loadConfig({ API_RATE_MAX_PER_TOKEN: '0' })).toThrow(/API_RATE_MAX_PER_TOKEN/);
    expect(() => loadConfig({ API_RATE_WINDOW_SECONDS: 'a minute' })).toThrow(
      /API_RATE_WINDOW_SECONDS/,
    );
  });

  it('reads the sign-in throttle from SIGNIN_*, with the documented defaults', () => {
    expect(loadConfig({}).signInThrottle).toEqual({
      accountAddress: { maxFailures: 10, windowSeconds: 900 },
      account: { maxFailures: 20, windowSeconds: 900 },
      address: { maxFailures: 30, windowSeconds: 900 },
      global: { maxFailures: 1000, windowSeconds: 900 },
      baseDelaySeconds: 30,
      maxDelaySeconds: 900,
    });
    const throttle = loadConfig({
      SIGNIN_ACCOUNT_MAX_FAILURES: '5',
      SIGNIN_ADDRESS_WINDOW_SECONDS: '60',
      SIGNIN_GLOBAL_MAX_FAILURES: '50000',
      SIGNIN_BASE_DELAY_SECONDS: '2',
      SIGNIN_MAX_DELAY_SECONDS: '120',
    }).signInThrottle;
    expect(throttle).toMatchObject({
      account: { maxFailures: 5, windowSeconds: 900 },
      address: { maxFailures: 30, windowSeconds: 60 },
      global: { maxFailures: 50000 },
      baseDelaySeconds: 2,
      maxDelaySeconds: 120,
    });
    expect(() => loadConfig({ SIGNIN_ACCOUNT_MAX_FAILURES: '0' })).toThrow(ConfigError);
  });

  it('reads every variable of the shared contract', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://app:secret@db:5432/bar',
      REDIS_URL: 'redis://cache:6380',
      REDIS_PREFIX: 'bar',
      HOST: '0.0.0.0',
      PORT: '8080',
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      STATS_INTERVAL_MS: '5000',
      PUBLIC_URL: 'https://portal.example.org/',
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback, fd00::/8',
      MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://app:secret@db:5432/bar',
      redisPrefix: 'bar',
      port: 8080,
      isProduction: true,
      logLevel: 'debug',
      webDist: '/srv/web',
      statsIntervalMs: 5000,
      publicUrl: 'https://portal.example.org',
      seedDemoData: true,
      trustProxy: ['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8'],
    });
  });

  it('needs PUBLIC_URL in production (F11); elsewhere http://localhost:PORT', () => {
    const production = {
      NODE_ENV: 'production',
      MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://bar.example.org/' }).publicUrl).toBe(
      'https://bar.example.org',
    );
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://bar.example.org' })).toThrow(/PUBLIC_URL/);
  });

  it('needs MFA_SECRET_KEY in production (32 bytes); elsewhere a development key', () => {
    const site = { PUBLIC_URL: 'https://portal.example.org' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...site })).toThrow(
      /MFA_SECRET_KEY is required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...site, MFA_SECRET_KEY: 'c2hvcnQ=' }),
    ).toThrow(/MFA_SECRET_KEY must be 32 bytes/);
    const key = loadConfig({
      NODE_ENV: 'production',
      MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      PUBLIC_URL: 'https://portal.example.org',
    }).mfaSecretKey;
    expect(key.toString('utf8')).toBe('0123456789abcdef0123456789abcdef');
    expect(loadConfig({ NODE_ENV: 'test' }).mfaSecretKey).toEqual(DEVELOPMENT_MFA_SECRET_KEY);
  });

  it('seeds no demo people in production unless SEED_DEMO_DATA says so', () => {
    const production = {
      NODE_ENV: 'production',
      MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      PUBLIC_URL: 'https://portal.example.org',
    };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('reads TRUST_PROXY as true, false or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '192.168.1.10' }).trustProxy).toEqual(['192.168.1.10']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY.*10\.0\.0\.300/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    // Fastify ignores hop counts since 5.12.1; accepting one would silently trust nothing.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*number of hops/);
  });

  it('refuses values that would fail later in a confusing way', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});

describe('loadBootstrapAdmin', () => {
  const password = 'correct horse battery';

  it('asks for no administrator when neither ADMIN_EMAIL nor ADMIN_PASSWORD is set', () => {
    expect(loadBootstrapAdmin({})).toBeUndefined();
  });

  it('reads the administrator, named "Administrator" unless ADMIN_NAME says otherwise', () => {
    expect(loadBootstrapAdmin({ ADMIN_EMAIL: ' chair@bar.so ', ADMIN_PASSWORD: password })).toEqual(
      { email: 'chair@bar.so', password, fullName: 'Administrator' },
    );
    expect(
      loadBootstrapAdmin({
        ADMIN_EMAIL: 'chair@bar.so',
        ADMIN_PASSWORD: password,
        ADMIN_NAME: 'Ali',
      }),
    ).toMatchObject({ fullName: 'Ali' });
  });

  it('refuses a password shorter than 12 characters, naming ADMIN_PASSWORD', () => {
    const short = () =>
      loadBootstrapAdmin({ ADMIN_EMAIL: 'chair@bar.so', ADMIN_PASSWORD: 'short-pass1' });
    expect(short).toThrow(ConfigError);
    expect(short).toThrow('ADMIN_PASSWORD must be at least 12 characters long (it has 11).');
  });

  it('refuses half a configuration and an e-mail that is not one', () => {
    expect(() => loadBootstrapAdmin({ ADMIN_PASSWORD: password })).toThrow(
      'ADMIN_PASSWORD is set but ADMIN_EMAIL is not.',
    );
    expect(() => loadBootstrapAdmin({ ADMIN_EMAIL: 'chair@bar.so' })).toThrow(
      'ADMIN_EMAIL is set but ADMIN_PASSWORD is not.',
    );
    expect(() => loadBootstrapAdmin({ ADMIN_EMAIL: 'chair', ADMIN_PASSWORD: password })).toThrow(
      /ADMIN_EMAIL is not a valid e-mail address/,
    );
  });
});

describe('the schema of the environment', () => {
  it('reads a setting read when used, falling back to its default when out of bounds', () => {
    expect(readSetting('WORKER_STOP_GRACE_MS', { WORKER_STOP_GRACE_MS: '2000' })).toBe(2000);
    expect(readSetting('WORKER_STOP_GRACE_MS', { WORKER_STOP_GRACE_MS: '10' })).toBe(50_000);
    expect(readSetting('WORKER_LOCK_MS', { WORKER_LOCK_MS: 'soon' })).toBeUndefined();
    expect(readSetting('WEBHOOK_ALLOW_PRIVATE', { WEBHOOK_ALLOW_PRIVATE: ' true ' })).toBe(true);
  });

  it('names the variable, its bounds and the value it refuses', () => {
    expect(() => loadConfig({ GRAPHQL_MAX_DEPTH: '1' })).toThrow(
      'GRAPHQL_MAX_DEPTH must be an integer between 2 and 100, got "1".',
    );
    expect(() => loadConfig({ GRAPHQL_IDE: 'yes' })).toThrow(
      'GRAPHQL_IDE must be "true" or "false", got "yes".',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(
      'STORAGE_DRIVER must be one of local, s3, got "ftp".',
    );
  });

  it('documents every variable it declares in docs/configuration.md', () => {
    const page = readFileSync(join(repoRoot, 'docs', 'configuration.md'), 'utf8');
    expect(withConfigReference(page)).toBe(page);
    for (const name of Object.keys(ENVIRONMENT)) expect(page).toContain(`| \`${name}\` |`);
  });
});
