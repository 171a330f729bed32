import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** One place knows which database the site runs on; every other module asks it. */
describe('the database engine check', () => {
  it('lives in platform/database-engine.ts only', () => {
    const files = ['api', 'app', 'media', 'platform', 'engine', 'contracts', 'blocks', 'admin', 'scripts'].flatMap(
      (dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('node_modules'))
          .map((f) => join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    const knowing = files.filter((f) => /PostgresAdapter|SqliteAdapter/.test(readFileSync(f, 'utf8')));
    expect(knowing).toEqual(['platform/database-engine.ts']);
  });
});
