import { startPostgres, type TestPostgres } from '../scripts/lib/postgres';

/**
 * Global setup of the "postgres" test project: one throwaway PostgreSQL
 * server for the whole run. Each test app then makes its own schema on it
 * (app/testing/database.ts), so tests never see each other's rows.
 */
let server: TestPostgres | undefined;

export async function setup() {
  server = await startPostgres({ log: (s) => console.log(`[postgres] ${s}`) });
  process.env.TEST_POSTGRES_URL = server.url;
}

export async function teardown() {
  await server?.stop();
}
