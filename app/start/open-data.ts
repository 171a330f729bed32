import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFirstAdmin } from '../../api/auth/first-admin';
import type { AppConfig } from '../../api/config';
import { createLiveContactDetails } from '../../api/contact/details';
import { upgradeOnStart } from '../../api/documents/schema-versions';
import { createMediaStore } from '../../media/store';
import { feedHead } from '../../platform/change-feed';
import { createDatabaseClock } from '../../platform/database-clock';
import { contactDefaults } from '../../site-config/company';
import { openBlobStore } from '../blob-store';
import { openSiteDatabase } from '../database';
import type { ContactDetailsData } from '../../contracts/contact-details';
import { declareDocumentVersions } from '../document-kinds';

export interface OpenDataOptions {
  log: (line: string) => void;
  /**
   * A one-off command (the static export) reads the data as it finds it: it
   * neither rewrites stored documents to this release's versions nor creates
   * the first admin. Only a server that is about to take requests does that.
   */
  readOnly?: boolean;
}

/**
 * Step one of a start: the database (migrated), where the change feed stands,
 * the contact details and the media store. Nothing about pages yet.
 */
export async function openData(config: AppConfig, opts: OpenDataOptions) {
  const database = await openSiteDatabase(config);
  const { db } = database;
  try {
    // Before anything writes or compares a time: this instance keeps the database's time, whatever its host's clock says.
    const clock = createDatabaseClock(db, { log: opts.log });
    await clock.sync();
    // Stored documents written under earlier block or document versions are rewritten at this code's (once, whichever instance starts first).
    declareDocumentVersions();
    if (!opts.readOnly) {
      const upgraded = await upgradeOnStart(db);
      if (upgraded) opts.log(`Stored documents: ${upgraded} brought to this release's block versions.`);
      await ensureFirstAdmin(db, config.adminPassword, opts.log);
    }
    // Taken before anything is loaded: a change committed while this instance loads is above it, so it is applied.
    const startPosition = await feedHead(db);
    /** The public site's renderer of a page with other contact details (the editor's preview), bound once the site exists. */
    let renderWithContact = (_details: ContactDetailsData, _path: string) => '';
    const contactDetails = createLiveContactDetails(db, contactDefaults, (details, path) =>
      renderWithContact(details, path),
    );
    await contactDetails.load();
    const previewContactWith = (render: typeof renderWithContact) => {
      renderWithContact = render;
    };
    const media = createMediaStore({
      root: join(config.dataDir, 'uploads'),
      blobs: await openBlobStore(config, {
        onRetry: (why) => opts.log(`The media bucket cannot be used just now (${why}); trying again.`),
      }),
    });
    if (!opts.readOnly) mkdirSync(media.tmpDir, { recursive: true });
    return { config, database, db, clock, startPosition, contactDetails, previewContactWith, media };
  } catch (err) {
    // A start that failed half-way leaves no open database behind (a one-off command exits with the error).
    await database.close().catch(() => {});
    throw err;
  }
}

export type OpenedData = Awaited<ReturnType<typeof openData>>;
