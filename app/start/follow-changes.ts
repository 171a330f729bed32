import { createChangeFollower } from '../../platform/change-follower';
import { affectedAddresses } from '../live/affected-addresses';
import { applyChanges } from '../live/apply-changes';
import { documentReloads } from '../document-kinds';
import type { LoadedContent, PublicSite } from './load-content';
import type { OpenedData } from './open-data';

/**
 * Step three: what this or another instance changed (the change feed) is
 * applied to the live content, and the HTML cache drops just the addresses it
 * touched. A change whose reload failed is never skipped. Created here,
 * started by the caller from `data.startPosition` (after tests had their say).
 */
export function followChanges(
  data: OpenedData,
  live: LoadedContent,
  site: PublicSite,
  opts: { intervalMs?: number; log: (line: string) => void },
) {
  const { db, media, contactDetails } = data;
  const changes = createChangeFollower(db, {
    intervalMs: opts.intervalMs,
    log: opts.log,
    ...applyChanges({
      db,
      media,
      sitePages: live.sitePages,
      siteProjects: live.siteProjects,
      navigation: live.navigation,
      reloads: documentReloads({
        sitePages: live.sitePages,
        siteProjects: live.siteProjects,
        navigation: live.navigation,
        contactDetails,
      }),
      redirects: live.redirects,
      setManifest: live.setManifest,
      touched: (affected) => site.invalidate(affected),
    }),
  });
  // Media forgotten without a change of the feed (a video's transcode done): the pages that show it.
  media.onInvalidate = (slot) =>
    site.invalidate(
      slot
        ? affectedAddresses(
            { kind: 'media', key: slot },
            { pages: live.sitePages.pages(), shell: live.navigation.shell() },
          )
        : 'all',
    );
  return changes;
}

export type FollowedChanges = ReturnType<typeof followChanges>;
