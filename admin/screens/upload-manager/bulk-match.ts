import { SIZE_LIMITS, type GroupView, type MediaKind, type TargetView } from '../../../contracts/media';
import { formatBytes } from '../media-library/library-api';

/** A file dropped or picked for bulk upload, with the folder path it came from (empty for loose files). */
export interface BulkFile {
  file: File;
  /** "site-photos/gallery/product-images/prefab-units/x.jpg" from a folder pick or drop; else the name. */
  relativePath: string;
}

export type BulkRow =
  | { id: number; source: BulkFile; status: 'new' | 'replace'; group: GroupView; target: TargetView }
  | { id: number; source: BulkFile; status: 'unmatched'; reason: string };

/** File extensions each kind of target takes (the server converts PNG/WebP to a .jpg target's JPEG, and checks the bytes). */
const EXTENSIONS: Record<MediaKind, string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp'],
  video: ['mp4', 'm4v', 'mov'],
  pdf: ['pdf'],
};

const stemOf = (name: string) => name.replace(/\.[^./]+$/, '').toLowerCase();
const extOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
/** System files a folder drop brings along; never media. */
const JUNK = /^(\..*|thumbs\.db|desktop\.ini)$/i;

/**
 * Matches files to upload targets by the site's naming convention: every
 * target's file name is unique and says where it goes
 * ("gallery-product-images-prefab-units-image-7.jpg"), so a file whose name
 * (without extension, any case) equals a target's is meant for it, whatever
 * image format it is in. When several targets share a name, the folder the
 * file came from decides (it must end with the target's folder). Each
 * refusal says what to change; nothing is sent until staff confirm the table.
 */
export function matchFiles(files: BulkFile[], groups: GroupView[]): { rows: BulkRow[]; ignored: number } {
  const byStem = new Map<string, { group: GroupView; target: TargetView }[]>();
  for (const group of groups) {
    for (const target of group.targets) {
      const stem = stemOf(target.fileName);
      const list = byStem.get(stem) ?? [];
      list.push({ group, target });
      byStem.set(stem, list);
    }
  }
  const rows: BulkRow[] = [];
  const claimed = new Map<string, number>();
  let ignored = 0;
  let id = 0;
  for (const source of files) {
    const name = source.file.name;
    if (JUNK.test(name)) {
      ignored++;
      continue;
    }
    const unmatched = (reason: string) => rows.push({ id: ++id, source, status: 'unmatched', reason });
    let candidates = byStem.get(stemOf(name)) ?? [];
    if (candidates.length > 1) {
      const dir = source.relativePath.toLowerCase().split('/').slice(0, -1).join('/');
      candidates = candidates.filter((c) => `/${dir}`.endsWith(`/${c.group.folder.toLowerCase()}`));
      if (candidates.length !== 1) {
        unmatched(
          `Several sections have a file named ${name}; put it in a folder named like its section (e.g. ${byStem.get(stemOf(name))![0].group.folder}).`,
        );
        continue;
      }
    }
    const hit = candidates[0];
    if (!hit) {
      unmatched(
        'No upload target has this name. Rename the file after its target, e.g. home-hero-prefab-units-video-1.mp4.',
      );
      continue;
    }
    const { group, target } = hit;
    if (!EXTENSIONS[target.kind].includes(extOf(name))) {
      unmatched(
        `${target.fileName} needs ${target.kind === 'image' ? 'a JPEG, PNG or WebP image' : target.kind === 'video' ? 'an MP4 or MOV video' : 'a PDF'}; this is a .${extOf(name) || '(no extension)'} file.`,
      );
      continue;
    }
    if (source.file.size > SIZE_LIMITS[target.kind]) {
      unmatched(
        `${formatBytes(source.file.size)} is over the ${formatBytes(SIZE_LIMITS[target.kind])} allowed for ${target.kind} files.`,
      );
      continue;
    }
    if (source.file.size === 0) {
      unmatched('The file is empty.');
      continue;
    }
    const key = `${group.folder}/${target.fileName}`;
    const earlier = claimed.get(key);
    if (earlier !== undefined) {
      // The later file for a target wins; the earlier one is listed as not sent, so nothing is overwritten twice.
      const i = rows.findIndex((r) => r.id === earlier);
      rows[i] = {
        id: earlier,
        source: rows[i].source,
        status: 'unmatched',
        reason: `Another file in this drop (${name}) also goes to ${target.fileName}; only that one is sent.`,
      };
    }
    rows.push({ id: ++id, source, status: target.exists ? 'replace' : 'new', group, target });
    claimed.set(key, id);
  }
  return { rows, ignored };
}

/** Reads a dropped folder (or file) entry into files with their relative paths. */
export async function readEntry(entry: FileSystemEntry, out: BulkFile[] = []): Promise<BulkFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((ok, fail) => (entry as FileSystemFileEntry).file(ok, fail));
    out.push({ file, relativePath: entry.fullPath.replace(/^\//, '') });
  } else if (entry.isDirectory) {
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    // readEntries answers in batches (100 in Chromium) until it answers none.
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((ok, fail) => reader.readEntries(ok, fail));
      if (batch.length === 0) break;
      for (const child of batch) await readEntry(child, out);
    }
  }
  return out;
}
