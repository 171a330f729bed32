import type { DB } from '../../api/db';
import { redirectMap, type AddressOutcome } from '../../api/redirects/store';
import { getAssetByUrl, loadAssets } from '../../media/assets';
import { getMediaRecord, loadMediaRecords, toSlotRecord } from '../../media/records';
import type { MediaStore } from '../../media/store';
import type { Change } from '../../platform/change-feed';
import { SINGLE_KEY } from '../../contracts/documents';
import { DOCUMENT_KINDS, isDocumentKind, type DocumentKind, factsOf } from '../../contracts/document-kinds';
import { ASSET_PREFIX } from '../../engine/media-kind';
import type { SiteNavigation } from './site-navigation';
import type { SitePages } from './site-pages';
import type { SiteProjects } from './site-projects';
import { affectedAddresses, type Affected } from './affected-addresses';

/**
 * How this instance follows the change feed: each kind of change reloads
 * only what it names. A page change reads that page; the navigation reloads
 * the shell; a media change reads the records it touched and asks the store
 * for that file's objects only (never a listing of the whole bucket); the
 * redirects and the contact record are one small read each. A reload that
 * throws leaves the change unapplied, and the follower tries again. Once
 * applied, the addresses the change touches are handed to `touched` (the
 * HTML cache drops just those).
 */
export function applyChanges(o: {
  db: DB;
  media: MediaStore;
  sitePages: SitePages;
  /** The live projects; reloaded whole with the pages when the instance fell behind. */
  siteProjects?: Pick<SiteProjects, 'reloadAll'>;
  navigation: SiteNavigation;
  /** Each document kind's reload (app/document-kinds.ts). */
  reloads: Record<DocumentKind, (key: string) => Promise<boolean>>;
  redirects: { map: Map<string, AddressOutcome> };
  setManifest: () => void;
  /** The public addresses a change touched, once it is applied. */
  touched?: (affected: Affected) => void;
}) {
  const { db, media } = o;

  async function applyOne(change: Change): Promise<boolean> {
    if (isDocumentKind(change.kind)) return o.reloads[change.kind](change.key);
    switch (change.kind) {
      case 'redirect':
        o.redirects.map = await redirectMap(db);
        return false;
      // A media change names a library file (its row and objects) or a named slot (its record and the file it names).
      case 'media': {
        if (change.key.startsWith(ASSET_PREFIX)) {
          const asset = await getAssetByUrl(db, change.key);
          await media.refreshSlot(change.key);
          media.setAsset(change.key, asset ?? undefined);
          return false;
        }
        const rec = await getMediaRecord(db, change.key);
        await media.refreshSlot(rec?.assetUrl ?? change.key);
        media.setRecord(change.key, rec ? toSlotRecord(rec) : undefined);
        return false;
      }
      default:
        // Written by a newer release running beside this one: not applied, so /api/ready says this instance lags.
        throw new Error(`a change of kind "${(change as Change).kind}" is not known to this release`);
    }
  }

  return {
    async apply(changes: Change[]) {
      let manifestChanged = false;
      const failed: { change: Change; error: string }[] = [];
      for (const change of changes) {
        try {
          if (await applyOne(change)) manifestChanged = true;
          o.touched?.(
            affectedAddresses(change, {
              pages: o.sitePages.pages(),
              shell: o.navigation.shell(),
              listedBy: o.sitePages.listedBy,
            }),
          );
        } catch (err) {
          failed.push({ change, error: err instanceof Error ? err.message : String(err) });
        }
      }
      // Only a page that names slots of its own can change the upload targets (most name library files only).
      if (manifestChanged) o.setManifest();
      return failed;
    },
    async applyAll() {
      o.redirects.map = await redirectMap(db);
      // Each single document (the navigation, the contact details) is one read; the pages all at once below.
      for (const kind of DOCUMENT_KINDS) if (factsOf(kind).single) await o.reloads[kind](SINGLE_KEY);
      // The projects before the pages: the pages' listings are filled from them.
      await o.siteProjects?.reloadAll();
      await o.sitePages.reloadAll();
      o.setManifest();
      await media.blobs.refresh();
      await loadMediaRecords(db, media);
      await loadAssets(db, media);
      media.invalidate();
      o.touched?.('all');
    },
  };
}
