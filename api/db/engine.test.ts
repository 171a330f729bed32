import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { dialectOf } from './dialect';

/** The "postgres" test project must really talk to PostgreSQL, and every other run to SQLite. */
describe(`the test database (${testEngine()})`, async () => {
  const t = await createTestApp();
  afterAll(() => t.close());

  it('is the engine the project asked for', async () => {
    expect(dialectOf(t.db)).toBe(testEngine());
    const version =
      testEngine() === 'postgres'
        ? (await sql<{ v: string }>`select version() as v`.execute(t.db)).rows[0].v
        : (await sql<{ v: string }>`select sqlite_version() as v`.execute(t.db)).rows[0].v;
    expect(version).toMatch(testEngine() === 'postgres' ? /^PostgreSQL 1\d/ : /^3\.\d+/);
  });

  it('keeps timestamps as ISO-8601 UTC text with milliseconds on both engines', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: {
        name: 'Achieng Otieno',
        email: 'achieng@example.co.ke',
        message: 'Please quote a 40 ft site office for Kisumu.',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
