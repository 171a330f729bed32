import type { GroupView, TargetView, TargetsView } from '../contracts/media';
import { ASSET_PREFIX, isAssetUrl } from '../engine/media-kind';
import type { MediaManifest } from './manifest';
import type { MediaStore } from './store';
import type { VideoJob } from './video/jobs';

export type { GroupView, TargetView, TargetsView };

/** "/uploads/_assets/<id>.<ext>" → "<id>". */
const idOf = (assetUrl: string) => assetUrl.slice(ASSET_PREFIX.length).replace(/\.[a-z0-9]+$/, '');

const narrowest = (srcSet: string) => srcSet.split(',')[0]?.trim().split(/\s+/)[0];

export function targetsView(manifest: MediaManifest, store: MediaStore, videoJobs: VideoJob[] = []): TargetsView {
  const jobs = new Map(videoJobs.map((j) => [j.slot, j]));
  let stored = 0;
  const groups = manifest.groups.map((g) => ({
    id: g.id,
    label: g.label,
    page: g.page,
    pageLabel: g.pageLabel,
    folder: g.folder,
    targets: g.targets.map((t): TargetView => {
      const m = store.resolve(t.slot);
      const rec = store.getRecord(t.slot);
      const file = rec?.assetUrl;
      if (m.exists) stored++;
      // An image's own variant, or a processed video's poster frame.
      const webp = (m.sources ?? m.posterSources)?.find((s) => s.type === 'image/webp');
      return {
        fileName: t.fileName,
        kind: t.kind,
        exists: m.exists,
        url: m.exists ? m.src : undefined,
        thumb: !m.exists ? undefined : webp ? narrowest(webp.srcSet) : t.kind === 'image' ? m.src : undefined,
        alt: rec?.alt ?? null,
        productName: rec?.productName ?? null,
        hidden: rec?.isVisible === false,
        ...(isAssetUrl(file) ? { fileId: idOf(file) } : {}),
        defaultAlt: t.defaults.alt,
        defaultProductName: t.defaults.productName,
        ...videoOf(jobs.get(t.slot)),
      };
    }),
  }));
  const video = store.video;
  return {
    total: manifest.total,
    stored,
    groups,
    ...(video ? { videoPipeline: { enabled: video.enabled, missing: video.tools.missing } } : {}),
  };
}

/**
 * A job's state as staff see it. A video queued only for its phone rendition (made before renditions existed)
 * is web-ready already and plays everywhere: it reads as such, whatever its rendition's job is doing (a failure
 * there is the server log's business; phones play the web-ready file meanwhile).
 */
const videoOf = (job: VideoJob | undefined): Pick<TargetView, 'video'> => {
  if (!job) return {};
  if (job.task === 'rendition') return { video: { state: 'ready', reason: null } };
  return { video: { state: job.state, reason: job.reason } };
};
