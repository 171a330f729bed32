import { adoptSlotFilesOnce } from '../../media/adopt-slot-files';
import { separateEarlierCropSizesOnce } from '../../media/earlier-crops';
import { loadAssets } from '../../media/assets';
import { buildManifest, type ManifestSource } from '../../media/manifest';
import { loadMediaRecords } from '../../media/records';
import { removeQuietly } from '../../media/storage';
import { redirectMap } from '../../api/redirects/store';
import { composeSite, type SiteWiring } from '../compose-site';
import { loadSiteContent, siteMediaManifest, type SiteContent } from '../content';
import { createSiteNavigation } from '../live/site-navigation';
import { createSitePages } from '../live/site-pages';
import { createSiteProjects } from '../live/site-projects';
import { projectFiles } from '../../site-config/projects';
import type { OpenedData } from './open-data';

export interface LoadContentOptions {
  log: (line: string) => void;
  /** See OpenDataOptions.readOnly: a one-off command adopts no earlier uploads and clears no temp files. */
  readOnly?: boolean;
  /** More page folders (test fixtures). */
  extraPageDirs?: string[];
  root?: string;
  /** The site's content already loaded and validated (test apps share one copy); `root` and `extraPageDirs` are then unused. */
  content?: SiteContent;
  /** Upload targets from these pages instead of the site's (media tests use a small fixture). */
  manifestPages?: ManifestSource[];
}

/**
 * Step two: what the site shows as it is live. The page files with the edits
 * staff published over them (and the pages they made), the navigation, the
 * media the pages name, and the redirects.
 */
export async function loadContent(data: OpenedData, opts: LoadContentOptions) {
  const { db, media } = data;
  const content = opts.content ?? (await loadSiteContent({ extraDirs: opts.extraPageDirs, root: opts.root }));
  // The projects (files with published edits, and staff's own) first: the pages' listings are filled from them.
  const siteProjects = createSiteProjects(db, projectFiles, opts.log);
  await siteProjects.reloadAll();
  const sitePages = createSitePages(content, db, opts.log, siteProjects);
  await sitePages.reloadAll();
  // The header and footer: the navigation staff published, or the seed's.
  const navigation = createSiteNavigation(db, opts.log);
  await navigation.reload();
  // Upload targets come from the live pages (a published edit may use new media slots).
  const setManifest = () =>
    media.setManifest(
      opts.manifestPages
        ? buildManifest(opts.manifestPages)
        : siteMediaManifest({ ...content, pages: sitePages.pages() }),
    );
  setManifest();
  await loadMediaRecords(db, media);
  if (!opts.readOnly) {
    // Files uploaded before the media library existed become library files: a data migration, run once per
    // database (a restored older backup runs it again); nothing is moved or lost, and old addresses keep answering.
    const adopted = await adoptSlotFilesOnce(db, media, opts.log);
    if (adopted) opts.log(`Media library: ${adopted} earlier upload${adopted === 1 ? '' : 's'} added to the library.`);
  }
  await loadAssets(db, media);
  if (!opts.readOnly) {
    // Pictures cropped before each crop had sizes of its own: once per database (media/earlier-crops.ts).
    const separated = await separateEarlierCropSizesOnce(db, media);
    if (separated)
      opts.log(`Media library: ${separated} cropped picture${separated === 1 ? '' : 's'} given sizes of their own.`);
  }
  // Uploads cut off by a crash leave temp files only, cleared here.
  if (!opts.readOnly) await removeQuietly(media.tmpDir);
  // An object, so that a change of the redirects replaces the map every reader sees (app/live/apply-changes.ts).
  const redirects = { map: await redirectMap(db) };
  return { content, siteProjects, sitePages, navigation, setManifest, redirects };
}

export type LoadedContent = Awaited<ReturnType<typeof loadContent>>;

/** How the site is rendered and cached; the content, media and contact details come from the steps before. */
export type PublicSiteOptions = Pick<SiteWiring, 'siteUrl' | 'assets' | 'cache' | 'recompressIdleMs' | 'trustProxy'>;

/** The engine's site over the live content: the Hono app that renders public pages, for the server and the export alike. */
export function publicSite(data: OpenedData, live: LoadedContent, opts: PublicSiteOptions) {
  const site = composeSite({
    ...opts,
    content: live.content,
    pages: live.sitePages.pages,
    contact: () => data.contactDetails.get(),
    media: data.media.resolve,
    movedAddress: (path) => live.redirects.map.get(path),
    shell: live.navigation.shell,
  });
  // The contact details' preview: a page of the site drawn with the details being edited.
  data.previewContactWith((details, path) => {
    const match = site.siteRoutes.match(path) ?? site.siteRoutes.match('/');
    return match ? site.renderSitePage(match, {}, undefined, undefined, { contact: details }) : '';
  });
  return site;
}

export type PublicSite = ReturnType<typeof publicSite>;
