import { existsSync, readdirSync, statSync } from 'node:fs';
import { access, constants, mkdir, open, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { commitFile, removeQuietly } from '../storage';
import { RangeNotSatisfiable, type BlobRead, type BlobStore } from './types';

/** Parses one "bytes=a-b" range against a size; undefined for no or an unusable header (the whole object is sent). */
export function parseRange(header: string | undefined, size: number): [number, number] | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let first: number;
  let last: number;
  if (m[1] === '') {
    first = Math.max(0, size - Number(m[2]));
    last = size - 1;
  } else {
    first = Number(m[1]);
    last = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (first > last || first >= size) throw new RangeNotSatisfiable(size);
  return [first, last];
}

/** Media in a folder: DATA_DIR/uploads. Commits are a rename of a fsynced temp file. */
export function fileBlobStore(root: string): BlobStore {
  const path = (key: string) => join(root, key);
  return {
    kind: 'file',
    description: root,
    info(key) {
      const file = path(key);
      if (!existsSync(file)) return undefined;
      const st = statSync(file);
      return st.isFile()
        ? { size: st.size, version: `${Math.floor(st.mtimeMs).toString(36)}${st.size.toString(36)}` }
        : undefined;
    },
    names(dirKey) {
      try {
        return readdirSync(path(dirKey));
      } catch {
        return [];
      }
    },
    commit: (key, localFile) => commitFile(localFile, path(key)),
    remove: (key) => removeQuietly(path(key)),
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = join(e.parentPath, e.name);
        yield { key: relative(root, full).split(sep).join('/'), size: (await stat(full)).size };
      }
    },
    async read(key, rangeHeader): Promise<BlobRead | undefined> {
      // Size and bytes from one open file: a commit that renames a new file over it meanwhile leaves this handle reading the old one, whole.
      const fh = await open(path(key)).catch(() => undefined);
      if (!fh) return undefined;
      try {
        const st = await fh.stat();
        if (!st.isFile()) throw new Error('not a file');
        const range = parseRange(rangeHeader, st.size);
        const body = fh.createReadStream(
          range ? { start: range[0], end: range[1] } : { start: 0, end: Math.max(0, st.size - 1) },
        );
        return {
          body,
          size: st.size,
          length: range ? range[1] - range[0] + 1 : st.size,
          lastModified: st.mtime,
          range,
        };
      } catch (err) {
        await fh.close();
        if (err instanceof RangeNotSatisfiable) throw err;
        return undefined;
      }
    },
    // The folder is read as it is at each request: nothing to reload.
    async refresh() {},
    async refreshPrefixes() {},
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
