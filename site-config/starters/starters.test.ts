import { beforeAll, describe, expect, it } from 'vitest';
import { pageRegistries } from '../../app/content';
import { loadPages } from '../../engine/pages';
import { PAGE_DIRS } from '../routes';
import { starters } from '.';

/** Every link in a starter: [where in the starter, the href]. */
function hrefs(value: unknown, at = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hrefs(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]): [string, string][] =>
    k === 'href' && typeof v === 'string' ? [[`${at}.${k}`, v]] : hrefs(v, `${at}.${k}`),
  );
}

/** The anchor ids a starter renders itself (a block's `id`, and ids nested in it). */
function ids(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(ids);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'id' && typeof v === 'string' ? [v] : ids(v)));
}

/**
 * A starter is what a new section holds the moment staff add it, on any page,
 * and it goes live as it is if they publish without editing it. So every link
 * in it must work wherever it lands: an in-page `#anchor` only if the section
 * itself has that id (no other section is sure to be on the page), and a site
 * path only if a page answers it.
 */
describe('starter links', () => {
  let paths: Set<string>;
  beforeAll(async () => {
    const { pages, problems } = await loadPages(pageRegistries, PAGE_DIRS);
    expect(problems).toEqual([]);
    paths = new Set(pages.flatMap((p) => [p.path, ...p.aliases]));
  });

  it.each(Object.entries(starters))('%s links to no anchor it lacks and to real pages only', (_kind, starter) => {
    const own = new Set(ids(starter));
    // One assertion whatever the starter holds: a starter without links passes by asserting none is wrong.
    const wrong = hrefs(starter).flatMap(([at, href]) =>
      href.startsWith('#') && !own.has(href.slice(1))
        ? [`${at}: ${href} is not in this section`]
        : href.startsWith('/') && !paths.has(href.split(/[?#]/)[0])
          ? [`${at}: no page at ${href}`]
          : [],
    );
    expect(wrong).toEqual([]);
  });
});
