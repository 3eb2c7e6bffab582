import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { defaultWebDist } from './paths.js';

describe('loadConfig', () => {
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
      publicUrl: undefined,
    });
    expect(defaultWebDist).toMatch(/\/web\/dist$/);
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
    });
  });

  it('refuses values that would fail later in a confusing way', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});
