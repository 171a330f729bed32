import { staffIssueMessage } from '../../contracts/pages';
import { projectDocument, type ProjectDocument } from '../../contracts/projects';
import type { DocumentIssue } from '../../contracts/documents';
import { mediaRef } from '../../engine/media-ref';
import { unknownAssetRefs } from '../../media/asset-refs';
import { toDocumentIssues } from '../documents/documents';
import type { ProjectCatalog } from './catalog';

/** The items of a list field of a draft that may be anything: only what is there is checked here. */
const itemsOf = (document: unknown, field: string): unknown[] => {
  const value = (document as Record<string, unknown> | null)?.[field];
  return Array.isArray(value) ? value : [];
};

/** Services that are not one of the site's service pages (a page deleted or moved since, or a typing slip). */
function unknownServices(document: unknown, catalog: ProjectCatalog): DocumentIssue[] {
  const services = new Set(catalog.servicePages().map((p) => p.path));
  return itemsOf(document, 'services').flatMap((s, i) =>
    typeof s === 'string' && !services.has(s)
      ? [{ path: ['services', i], message: `${s} is not one of the site's service pages: choose one from the list` }]
      : [],
  );
}

/** Media the engine's rules refuse (what every block's media field follows), each at its field. */
function badMedia(document: unknown): DocumentIssue[] {
  return itemsOf(document, 'media').flatMap((m, i) => {
    const url = (m as { media?: unknown } | null)?.media;
    if (typeof url !== 'string') return [];
    const checked = mediaRef.safeParse(url);
    return checked.success ? [] : [{ path: ['media', i, 'media'], message: checked.error.issues[0].message }];
  });
}

/**
 * A project's whole check: the contract's rules, then what only the site
 * knows: every service is one of its service pages, every picture and video
 * passes the engine's media rules, and every library file exists. Each
 * problem at its JSON path, so the editor shows it on the field.
 */
export function checkProject(
  catalog: ProjectCatalog,
  document: unknown,
): { document?: ProjectDocument; issues: DocumentIssue[] } {
  const parsed = projectDocument.safeParse(document, { error: staffIssueMessage });
  const issues = [
    ...(parsed.success ? [] : toDocumentIssues(parsed.error.issues)),
    ...unknownServices(document, catalog),
    ...badMedia(document),
    ...unknownAssetRefs(document, (url) => catalog.isAsset(url)),
  ];
  return parsed.success && !issues.length ? { document: parsed.data, issues } : { issues };
}
