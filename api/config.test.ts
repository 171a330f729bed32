import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../app/database';
import { ConfigError, loadConfig, siteUrlWarning } from './config';

describe('configuration errors name the variable', () => {
  it.each([
    ['notaurl', /DATABASE_URL is not a URL/],
    ['mysql://u:p@host/db', /DATABASE_URL must start with postgres:\/\//],
    ['postgres://u:p@host', /DATABASE_URL needs a host and a database name/],
  ])('DATABASE_URL=%s', (value, message) => {
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(message);
  });

  it('PAGE_RECOMPRESS_IDLE_MS: 2 s by default, 0 for off, else a clear error', () => {
    expect(loadConfig({}).pageRecompressIdleMs).toBe(2000);
    expect(loadConfig({ PAGE_RECOMPRESS_IDLE_MS: '0' }).pageRecompressIdleMs).toBe(0);
    expect(loadConfig({ PAGE_RECOMPRESS_IDLE_MS: '500' }).pageRecompressIdleMs).toBe(500);
    for (const bad of ['-1', '1.5', 'soon', '99999999'])
      expect(() => loadConfig({ PAGE_RECOMPRESS_IDLE_MS: bad })).toThrow(
        /PAGE_RECOMPRESS_IDLE_MS must be a whole number/,
      );
  });

  it('MIRROR_LEASE_MS: 30 s by default, from 3 s to an hour, else a clear error', () => {
    expect(loadConfig({}).mirrorLeaseMs).toBe(30_000);
    expect(loadConfig({ MIRROR_LEASE_MS: '3000' }).mirrorLeaseMs).toBe(3000);
    for (const bad of ['0', '2999', '1.5', 'soon', '3600001'])
      expect(() => loadConfig({ MIRROR_LEASE_MS: bad })).toThrow(/MIRROR_LEASE_MS must be a whole number/);
  });

  it('MIRROR_S3_PREFIX: "mirror/" in the bucket with MEDIA_STORE=s3, none without, "off" for none, else a clear error', () => {
    const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'site-media', S3_REGION: 'af-south-1' };
    expect(loadConfig(s3).mirrorPrefix).toBe('mirror/');
    expect(loadConfig({ ...s3, MIRROR_S3_PREFIX: '/site/static' }).mirrorPrefix).toBe('site/static/');
    expect(loadConfig({ ...s3, MIRROR_S3_PREFIX: 'off' }).mirrorPrefix).toBeUndefined();
    expect(loadConfig({}).mirrorPrefix).toBeUndefined();
    for (const bad of ['/', 'a b', 'x~y'])
      expect(() => loadConfig({ ...s3, MIRROR_S3_PREFIX: bad })).toThrow(/MIRROR_S3_PREFIX must be a folder/);
  });

  it('PORT out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });

  it('accepts postgres:// and postgresql:// and leaves SQLite as the default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/site' }).databaseUrl).toBe(
      'postgres://u:p@db.internal:5432/site',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@localhost/site' }).databaseUrl).toBe(
      'postgresql://u@localhost/site',
    );
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('an unreachable PostgreSQL stops the start with one line naming DATABASE_URL', async () => {
    const err = await openSiteDatabase({
      dataDir: '/nonexistent',
      databaseUrl: 'postgres://nobody@127.0.0.1:1/site',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(
      /^DATABASE_URL: could not use PostgreSQL at 127\.0\.0\.1:1\/site: .*ECONNREFUSED/,
    );
    expect((err as Error).message).not.toContain('\n');
  });
});

describe('upload limits', () => {
  it('default, settable through the environment, and refused with the variable named when out of range', () => {
    expect(loadConfig({}).limits).toEqual({
      videoMaxSeconds: 600,
      unfinishedPerUserMb: 2048,
      unfinishedTotalMb: 6144,
      expiryHours: 3,
      minFreeDiskMb: 64,
    });
    const set = loadConfig({
      VIDEO_MAX_SECONDS: '900',
      UPLOAD_UNFINISHED_PER_USER_MB: '500',
      UPLOAD_UNFINISHED_TOTAL_MB: '1000',
      UPLOAD_EXPIRY_HOURS: '1.5',
      MIN_FREE_DISK_MB: '512',
    }).limits;
    expect(set).toEqual({
      videoMaxSeconds: 900,
      unfinishedPerUserMb: 500,
      unfinishedTotalMb: 1000,
      expiryHours: 1.5,
      minFreeDiskMb: 512,
    });
    expect(() => loadConfig({ MIN_FREE_DISK_MB: '-1' })).toThrow(/^MIN_FREE_DISK_MB must be a number of MB from 0/);
    expect(() => loadConfig({ VIDEO_MAX_SECONDS: 'ten minutes' })).toThrow(
      /^VIDEO_MAX_SECONDS must be a number of seconds from 1 to 14400, got "ten minutes"$/,
    );
    expect(() => loadConfig({ UPLOAD_EXPIRY_HOURS: '0' })).toThrow(/^UPLOAD_EXPIRY_HOURS must be a number of hours/);
  });
});

describe('SITE_URL', () => {
  it('warns at start when it is not set, naming the address every link would carry instead', () => {
    const env = { HOST: '0.0.0.0', PORT: '8080' };
    expect(siteUrlWarning(env, loadConfig(env))).toMatch(/^SITE_URL is not set: .* name http:\/\/localhost:8080\./);
    const set = { SITE_URL: 'https://www.savannah.example' };
    expect(siteUrlWarning(set, loadConfig(set))).toBeUndefined();
  });
});
