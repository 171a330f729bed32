import { PLACEHOLDER_IMAGE } from '../engine/context';
import { MEDIA_PREFIX, isAssetUrl, isMediaRef, mediaKind, type MediaKind } from '../engine/media-kind';

/**
 * The media manifest: every /uploads slot that a validated page references,
 * found by walking the pages (never listed by hand), grouped by page and
 * folder for the upload manager. It is also the upload endpoint's allow-list.
 */

export interface TargetDefaults {
  /** Alt text the page gives the slot (its schema's `alt`, or a card title). */
  alt?: string;
  /** Name the page shows with it (e.g. 'Office Product 7'). */
  productName?: string;
}

export interface MediaTarget {
  slot: string;
  /** Folder under /uploads, e.g. Gallery/product-images/prefab-units (the endpoint's targetPath). */
  folder: string;
  fileName: string;
  kind: MediaKind;
  /** Trailing number of the file name (image-7 → 7); 1 when there is none. */
  position: number;
  /** Path of the first page that references the slot. */
  page: string;
  defaults: TargetDefaults;
}

export interface MediaGroup {
  id: string;
  /** e.g. 'Home › Hero › prefab-units' */
  label: string;
  page: string;
  pageLabel: string;
  folder: string;
  targets: MediaTarget[];
}

export interface MediaManifest {
  total: number;
  groups: MediaGroup[];
  targets: MediaTarget[];
  /** The allow-list lookup: a target only if folder + file name is one exactly. */
  find(folder: string, fileName: string): MediaTarget | undefined;
  bySlot(slot: string): MediaTarget | undefined;
}

/** What the manifest needs of a page; validated pages (AnyPage) fit. */
export interface ManifestPage {
  path: string;
  label?: string;
  meta: { title: string };
  blocks: unknown[];
}

export interface ManifestSource extends ManifestPage {
  /** Everything else a page references besides blocks (meta.socialImage). */
  extra?: unknown;
}

const SEP = ' › ';
const KINDS: MediaKind[] = ['video', 'image', 'pdf'];
const KIND_LABEL: Record<MediaKind, string> = { video: 'Videos', image: 'Images', pdf: 'PDFs' };

/** 'our-core-services' → 'Our core services' */
export function humanize(segment: string): string {
  const s = segment
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b(pdf|3d|cnc)\b/gi, (w) => w.toUpperCase());
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function positionOf(fileName: string): number {
  const m = /-(\d+)\.[a-z0-9]+$/i.exec(fileName);
  return m ? Number(m[1]) : 1;
}

/** Every slot in a value with the defaults its enclosing object gives it. */
function walk(value: unknown, found: Map<string, TargetDefaults>) {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, found);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  const str = (k: string) => (typeof obj[k] === 'string' && (obj[k] as string).trim() ? (obj[k] as string) : undefined);
  const alt = str('alt') ?? str('altText');
  const productName = str('productName') ?? str('name');
  const title = str('title');
  for (const v of Object.values(obj)) {
    // A library asset is a file already, not a name to upload into: it is never a target.
    if (isAssetUrl(v)) continue;
    if (isMediaRef(v)) {
      if (!found.has(v))
        found.set(v, { alt: alt ?? title ?? productName, productName: productName ?? (alt ? title : undefined) });
    } else if (Array.isArray(v) && v.length > 0 && v.every(isMediaRef)) {
      // A list of slots under one title (a card's rotating images) is numbered the way the cards label them.
      v.forEach((slot, i) => {
        if (!isAssetUrl(slot) && !found.has(slot))
          found.set(slot, { alt: alt ?? (title ? `${title} ${i + 1}` : undefined) });
      });
    } else {
      walk(v, found);
    }
  }
}

/** Folder segments shared by all of a page's folders say nothing inside that page's group. */
function commonPrefix(folders: string[]): number {
  if (folders.length === 0) return 0;
  const split = folders.map((f) => f.split('/'));
  let n = 0;
  while (split.every((s) => s.length > n + 1 && s[n] === split[0][n])) n++;
  return n;
}

function groupLabel(pageLabel: string, folder: string, drop: number): string {
  const rest = folder.split('/').slice(drop);
  // Sections read as words; a trailing category slug stays as written (it is what the folder is called).
  const parts = rest.map((s, i) => (i === rest.length - 1 && rest.length > 1 ? s : humanize(s)));
  return [pageLabel, ...parts].join(SEP);
}

const folderOf = (slot: string) => {
  const rel = slot.slice(MEDIA_PREFIX.length);
  const cut = rel.lastIndexOf('/');
  return { folder: cut === -1 ? '' : rel.slice(0, cut), fileName: rel.slice(cut + 1) };
};

/** 'Gallery/...' belongs with /gallery, 'home/...' with /. */
const namedAfter = (page: ManifestPage, folder: string) =>
  folder.split('/')[0].toLowerCase() === (page.path === '/' ? 'home' : page.path.split('/')[1]);

export function buildManifest(sources: readonly ManifestSource[]): MediaManifest {
  // Home first, then the pages as given (route files in path order).
  const pages = [...sources].sort((a, b) => Number(b.path === '/') - Number(a.path === '/'));
  const refs = pages.map((page) => {
    const found = new Map<string, TargetDefaults>();
    walk(page.blocks, found);
    if (page.extra !== undefined) walk(page.extra, found);
    found.delete(PLACEHOLDER_IMAGE);
    return found;
  });
  // A folder's targets are listed under the page that shows most of them (the contact page's
  // video cards reuse the gallery's videos; they stay under Gallery), ties going to the page it is named after.
  const owner = new Map<string, { page: number; score: number }>();
  refs.forEach((found, i) => {
    const counts = new Map<string, number>();
    for (const slot of found.keys()) {
      const { folder } = folderOf(slot);
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
    for (const [folder, n] of counts) {
      const score = n + (namedAfter(pages[i], folder) ? 0.5 : 0);
      if (score > (owner.get(folder)?.score ?? 0)) owner.set(folder, { page: i, score });
    }
  });

  const seen = new Map<string, MediaTarget>();
  const groups: MediaGroup[] = [];
  pages.forEach((page, i) => {
    const fresh = [...refs[i]].filter(([slot]) => {
      if (seen.has(slot)) return false;
      const o = owner.get(folderOf(slot).folder)!.page;
      return o === i || !refs[o].has(slot);
    });
    if (fresh.length === 0) return;
    const pageLabel = page.label ?? page.meta.title;
    const byFolder = new Map<string, MediaTarget[]>();
    for (const [slot, defaults] of fresh) {
      const { folder, fileName } = folderOf(slot);
      const target: MediaTarget = {
        slot,
        folder,
        fileName,
        kind: mediaKind(slot),
        position: positionOf(fileName),
        page: page.path,
        defaults,
      };
      seen.set(slot, target);
      let list = byFolder.get(folder);
      if (!list) byFolder.set(folder, (list = []));
      list.push(target);
    }
    const folders = [...byFolder.keys()];
    // One folder: the page's name says it all.
    const drop = folders.length > 1 ? commonPrefix(folders) : folders[0].split('/').length;
    for (const [folder, all] of byFolder) {
      const label = groupLabel(pageLabel, folder, drop);
      const kinds = KINDS.filter((k) => all.some((t) => t.kind === k));
      // A folder holding hero videos and 100 product images lists them as two sections.
      for (const kind of kinds) {
        const targets = all
          .filter((t) => t.kind === kind)
          .sort((a, b) => a.position - b.position || a.fileName.localeCompare(b.fileName));
        groups.push({
          id: kinds.length > 1 ? `${page.path}#${folder}#${kind}` : `${page.path}#${folder}`,
          label: kinds.length > 1 ? `${label}${SEP}${KIND_LABEL[kind]}` : label,
          page: page.path,
          pageLabel,
          folder,
          targets,
        });
      }
    }
  });
  const targets = groups.flatMap((g) => g.targets);
  // A separator no path can hold, so folder "a" + name "b/c" never matches folder "a/b" + name "c".
  const byKey = new Map(targets.map((t) => [`${t.folder}\0${t.fileName}`, t]));
  return {
    total: targets.length,
    groups,
    targets,
    find: (folder, fileName) => byKey.get(`${folder}\0${fileName}`),
    bySlot: (slot) => seen.get(slot),
  };
}

/** A validated page as a manifest source: its blocks plus its meta (social image). */
export function pageSource(page: ManifestPage & { meta: { title: string; socialImage?: string } }): ManifestSource {
  return { path: page.path, label: page.label, meta: page.meta, blocks: page.blocks, extra: page.meta.socialImage };
}

/** The site's manifest: every page (system pages too) and the shell around them. */
export function siteManifest(
  pages: readonly (ManifestPage & { meta: { title: string; socialImage?: string } })[],
  shellBlocks: unknown[] = [],
): MediaManifest {
  return buildManifest([
    ...pages.map(pageSource),
    { path: '(shell)', label: 'Site shell', meta: { title: 'Site shell' }, blocks: shellBlocks },
  ]);
}
