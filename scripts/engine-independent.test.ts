import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_INDEPENDENT, OPENS_DATABASE, postgresTestFiles, serverTestFiles } from '../vitest.config';

/**
 * The "postgres" test project runs the files under platform/, api/, media/
 * and app/ that open a database (postgresTestFiles in vitest.config.ts),
 * less the reasoned ENGINE_INDEPENDENT list. A file the rule misses would
 * run on SQLite only, and nothing would say so: these tests say so.
 */
const source = (f: string) => readFileSync(f, 'utf8');
/** The test-support modules a file imports (`../tests/support/smtp` → `tests/support/smtp.ts`). */
const supportImports = (file: string) =>
  [...source(file).matchAll(/from '((?:\.\.?\/)+tests\/support\/[\w/-]+)'/g)].map(
    (m) => `${normalize(join(dirname(file), m[1]))}.ts`,
  );

describe('the files of the PostgreSQL project', () => {
  const postgres = postgresTestFiles();
  const left = serverTestFiles().filter((f) => !postgres.includes(f) && !ENGINE_INDEPENDENT.includes(f));

  it('holds the files that build a test app or open a database, and no file that does neither', () => {
    // Known on each side of the rule, so a rule that matched everything or nothing fails here.
    expect(postgres).toEqual(expect.arrayContaining(['api/pages/pages.test.ts', 'api/auth/rate-limit.test.ts']));
    expect(left).toEqual(expect.arrayContaining(['api/logging.test.ts', 'platform/poller.test.ts']));
    for (const f of postgres) expect(source(f), f).toMatch(OPENS_DATABASE);
  });

  it.each(serverTestFiles().filter((f) => !postgresTestFiles().includes(f) && !ENGINE_INDEPENDENT.includes(f)))(
    '%s opens no database, not even through a test-support module it imports',
    (file) => {
      expect(source(file), `${file} opens a database: it belongs in the postgres project`).not.toMatch(OPENS_DATABASE);
      for (const helper of supportImports(file)) {
        expect(existsSync(helper), `${file} imports ${helper}, which does not exist`).toBe(true);
        expect(
          source(helper),
          `${file} imports ${helper}, which opens a database: add that import to OPENS_DATABASE in vitest.config.ts`,
        ).not.toMatch(OPENS_DATABASE);
      }
    },
  );

  it.each(ENGINE_INDEPENDENT)(
    '%s (left out by hand) exists, opens a database, and neither branches on the engine nor opens one directly',
    (file) => {
      expect(existsSync(file), `${file} is listed in vitest.config.ts but does not exist`).toBe(true);
      const text = source(file);
      // A file that opens no database is left out by the rule; listing it too would hide a reason that is not needed.
      expect(text, `${file} opens no database: remove it from ENGINE_INDEPENDENT`).toMatch(OPENS_DATABASE);
      expect(text).not.toMatch(/testEngine\(|TEST_DB|openSiteDatabase|openDatabase\(|testDatabase\(/);
    },
  );
});
