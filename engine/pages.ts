import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyPage, Registry } from './registry';
import { PageValidationError, formatIssues } from './validate';

export const PAGE_FILE_SUFFIX = '.page.ts';

export function findPageFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(PAGE_FILE_SUFFIX)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/**
 * Where page files come from: the file system (scanned, then imported by
 * path), or a table of modules a bundler made at build time, so a compiled
 * server needs no TypeScript loader. File names are relative to the root.
 */
export interface PageFileSource {
  list(dir: string): string[];
  load(file: string): Promise<{ default?: unknown }>;
}

export function filesystemPages(root = process.cwd()): PageFileSource {
  return {
    list: (dir) => {
      const full = resolve(root, dir);
      return existsSync(full) ? findPageFiles(full).map((f) => relative(root, f)) : [];
    },
    load: (file) => import(pathToFileURL(resolve(root, file)).href),
  };
}

/** A source over modules a bundler listed (keys relative to the root, e.g. site-config/pages/contact.page.ts). */
export function bundledPages(modules: Record<string, () => Promise<{ default?: unknown }>>): PageFileSource {
  const files = Object.keys(modules).sort();
  return {
    list: (dir) => files.filter((f) => f.startsWith(`${dir.replace(/\/$/, '')}/`)),
    load: (file) => modules[file](),
  };
}

export interface LoadResult {
  pages: (AnyPage & { file: string })[];
  problems: string[];
}

/**
 * The registry whose layout a page declares ('site' when it says nothing). A
 * public page that lists an admin block is then refused with its path, as any
 * unknown block type is; an unknown layout is reported by the site schema.
 */
export function registryFor(registries: readonly Registry[], page: unknown): Registry {
  const layout = page && typeof page === 'object' && 'layout' in page ? (page as { layout: unknown }).layout : 'site';
  const site = registries.find((r) => r.layout === 'site') ?? registries[0];
  return registries.find((r) => r.layout === layout) ?? site;
}

/**
 * Imports and validates every page file under `dirs`, each against the
 * registry of its layout. Problems are collected, not thrown, so one run
 * reports all of them: `file: json.path: rule`.
 */
export async function loadPages(
  registries: readonly Registry[],
  dirs: string[],
  source: PageFileSource | string = process.cwd(),
): Promise<LoadResult> {
  const pageFiles = typeof source === 'string' ? filesystemPages(source) : source;
  const pages: LoadResult['pages'] = [];
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const dir of dirs) {
    for (const file of pageFiles.list(dir)) {
      let mod: { default?: unknown };
      try {
        mod = await pageFiles.load(file);
      } catch (err) {
        problems.push(`${file}: (module): failed to load: ${(err as Error).message.split('\n')[0]}`);
        continue;
      }
      if (mod.default === undefined) {
        problems.push(`${file}: (module): has no default export; export default definePage({...})`);
        continue;
      }
      const parsed = registryFor(registries, mod.default).pageSchema.safeParse(mod.default);
      if (!parsed.success) {
        problems.push(...formatIssues(file, parsed.error));
        continue;
      }
      const page = parsed.data as AnyPage;
      for (const p of [page.path, ...page.aliases]) {
        const other = owners.get(p);
        if (other) problems.push(`${file}: path: "${p}" is already served by ${other}`);
        else owners.set(p, file);
      }
      pages.push({ ...page, file });
    }
  }
  return { pages, problems };
}

/** Like loadPages, but any problem is fatal: the build, the server and the tests stop on it. */
export async function loadPagesStrict(
  registries: readonly Registry[],
  dirs: string[],
  source: PageFileSource | string = process.cwd(),
) {
  const result = await loadPages(registries, dirs, source);
  if (result.problems.length) throw new PageValidationError(result.problems);
  return result.pages;
}

/** Validates a list of block entries outside a page file (the shell), with the same messages. */
export function parseBlocks(
  registry: Registry,
  entries: unknown[],
  source: string,
): { type: string; id?: string; props: unknown }[] {
  const problems: string[] = [];
  const out = entries.map((entry, i) => {
    const r = registry.blockEntry.safeParse(entry);
    if (!r.success) problems.push(...formatIssues(`${source}[${i}]`, r.error));
    return r.success ? (r.data as { type: string; props: unknown }) : { type: 'invalid', props: {} };
  });
  if (problems.length) throw new PageValidationError(problems);
  return out;
}
