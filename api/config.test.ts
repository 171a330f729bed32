import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../app/database';
import { ConfigError, loadConfig } from './config';

describe('configuration errors name the variable', () => {
  it.each([
    ['notaurl', /DATABASE_URL is not a URL/],
    ['mysql://u:p@host/db', /DATABASE_URL must start with postgres:\/\//],
    ['postgres://u:p@host', /DATABASE_URL needs a host and a database name/],
  ])('DATABASE_URL=%s', (value, message) => {
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(message);
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
