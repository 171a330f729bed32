import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db';
import { checkStoredDocuments, loadDocumentsDump, type DocumentsDump } from '../app/check-documents';
import { databaseTarget, openSiteDatabase, siteMigrations } from '../app/database';

/**
 * What a deploy of the code on disk would break in stored content: every
 * stored document (published, drafts, revisions, the trash, scheduled
 * drafts) after its migrations, against the schemas. One line per problem,
 * `document: block #i (type) › field: problem`, and exit 1 if any.
 *
 *   npm run check:documents                      the database of DATABASE_URL, else SQLite in DATA_DIR (./data)
 *   npm run check:documents -- dump.json         a JSON dump of the document tables, loaded into a temporary SQLite
 *
 * A live database is only read: its pending migrations are not applied.
 */
const dumpFile = process.argv[2];
let temp: string | undefined;
let open: Awaited<ReturnType<typeof openSiteDatabase>>;
let source: string;
if (dumpFile) {
  temp = mkdtempSync(join(tmpdir(), 'check-documents-'));
  open = await openSiteDatabase({ dataDir: temp });
  await loadDocumentsDump(open.db, JSON.parse(readFileSync(resolve(dumpFile), 'utf8')) as DocumentsDump);
  source = dumpFile;
} else {
  const config = loadConfig();
  const target = databaseTarget(config);
  if ('sqliteFile' in target && !existsSync(target.sqliteFile)) {
    console.error(`No database at ${target.sqliteFile}: set DATA_DIR or DATABASE_URL, or name a dump file.`);
    process.exit(2);
  }
  open = await openDatabase(target, siteMigrations, { migrate: false });
  source = 'sqliteFile' in target ? target.sqliteFile : 'DATABASE_URL';
}
try {
  const { checked, problems } = await checkStoredDocuments(open.db);
  for (const line of problems) console.error(line);
  if (problems.length) {
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${source}: a deploy of this code would take them off the site.`,
    );
    process.exitCode = 1;
  } else console.log(`${checked} stored documents in ${source} pass this code's schemas.`);
} finally {
  await open.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
}
