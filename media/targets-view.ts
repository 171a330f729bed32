import type { MediaKind } from '../engine/media-kind';
import type { MediaManifest } from './manifest';
import type { MediaStore } from './store';

/** What the upload manager receives for one target (GET /api/admin/media/targets). */
export interface TargetView {
  fileName: string;
  kind: MediaKind;
  exists: boolean;
  /** Versioned URL of the stored file. */
  url?: string;
  /** A small image for the list (the narrowest WebP variant, else the file). */
  thumb?: string;
  alt: string | null;
  productName: string | null;
  hidden: boolean;
  /** What the page shows when no override is set. */
  defaultAlt?: string;
  defaultProductName?: string;
}

export interface GroupView {
  id: string;
  label: string;
  page: string;
  pageLabel: string;
  /** targetPath for the upload endpoint. */
  folder: string;
  targets: TargetView[];
}

export interface TargetsView {
  total: number;
  stored: number;
  groups: GroupView[];
}

const narrowest = (srcSet: string) => srcSet.split(',')[0]?.trim().split(/\s+/)[0];

export function targetsView(manifest: MediaManifest, store: MediaStore): TargetsView {
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
      if (m.exists) stored++;
      const webp = m.sources?.find((s) => s.type === 'image/webp');
      return {
        fileName: t.fileName,
        kind: t.kind,
        exists: m.exists,
        url: m.exists ? m.src : undefined,
        thumb: m.exists && t.kind === 'image' ? (webp ? narrowest(webp.srcSet) : m.src) : undefined,
        alt: rec?.alt ?? null,
        productName: rec?.productName ?? null,
        hidden: rec?.isVisible === false,
        defaultAlt: t.defaults.alt,
        defaultProductName: t.defaults.productName,
      };
    }),
  }));
  return { total: manifest.total, stored, groups };
}
