import pg from 'pg';
import { POSTGRES_TEMPLATE, fillTemplate, withDatabase } from './support/database';
import { startPostgres, type TestPostgres } from './support/postgres';

/**
 * Global setup of the "postgres" test project: one throwaway PostgreSQL
 * server for the whole run, and in it the template database that most test
 * apps are cloned from (migrated, with the first admin; see
 * tests/support/database.ts). Tests that need an empty database still get a
 * schema of their own, so tests never see each other's rows.
 */
let server: TestPostgres | undefined;

export async function setup() {
  server = await startPostgres({ log: (s) => console.log(`[postgres] ${s}`) });
  process.env.TEST_POSTGRES_URL = server.url;
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  } finally {
    await client.end();
  }
  await fillTemplate({ dataDir: '', databaseUrl: withDatabase(server.url, POSTGRES_TEMPLATE) });
}

export async function teardown() {
  await server?.stop();
}
