import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_INDEPENDENT } from '../vitest.config';

/**
 * The "postgres" test project leaves out the files listed in
 * vitest.config.ts as engine-independent. A stale entry would hide nothing
 * (a renamed file simply runs on both engines), but a file that branches on
 * the engine or opens a database itself has no business on that list.
 */
describe('the files left out of the PostgreSQL project', () => {
  it.each(ENGINE_INDEPENDENT)('%s exists and neither branches on the engine nor opens a database itself', (file) => {
    expect(existsSync(file), `${file} is listed in vitest.config.ts but does not exist`).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/testEngine\(|TEST_DB|openSiteDatabase|openDatabase\(|testDatabase\(/);
  });
});
