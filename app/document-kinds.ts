import type { z } from 'zod';
import type { DocumentKind } from '../contracts/document-kinds';
import { navigationDocument } from '../contracts/navigation';
import { contactDetailsInput } from '../contracts/contact-details';
import { pictureSettings, pictureSettingsVersion } from '../contracts/picture-settings';
import { projectDocument } from '../contracts/projects';
import type { LiveContactDetails } from '../api/contact/details';
import { setDocumentVersions } from '../api/documents/schema-versions';
import type { DocumentVersions } from '../engine/schema-versions';
import { navigationVersions, pageVersions } from './document-versions';
import type { SiteNavigation } from './live/site-navigation';
import { pageDocumentSchema, type SitePages } from './live/site-pages';
import type { SiteProjects } from './live/site-projects';

/** What one kind's stored documents must pass: its schema, after its migrations. */
export interface KindRules {
  schema: z.ZodType;
  versions: DocumentVersions;
}

/**
 * The composition root's one list of document kinds: each kind's schema
 * versions and the schema its stored documents must pass (the deploy check,
 * scripts/check-documents.ts). The API's list is api/document-kinds.ts;
 * the feed's reloads are `documentReloads` below.
 */
export const siteKindRules = (): Record<DocumentKind, KindRules> => ({
  page: { schema: pageDocumentSchema, versions: pageVersions },
  navigation: { schema: navigationDocument, versions: navigationVersions },
  contact: { schema: contactDetailsInput, versions: { document: { version: 1 } } },
  picture: { schema: pictureSettings, versions: { document: pictureSettingsVersion } },
  project: { schema: projectDocument, versions: { document: { version: 1 } } },
});

/** Hands the API each kind's versions: it may not import the blocks that declare them. */
export function declareDocumentVersions(): void {
  for (const [kind, rules] of Object.entries(siteKindRules()) as [DocumentKind, KindRules][])
    setDocumentVersions(kind, rules.versions);
}

/** What this instance shows of each kind, which a change of the feed reloads. */
export interface LiveDocuments {
  sitePages: SitePages;
  siteProjects: SiteProjects;
  navigation: SiteNavigation;
  contactDetails: LiveContactDetails;
}

/**
 * How this instance reloads a kind's document named by the feed: a page
 * reads that page (true when the upload targets may have changed), a single
 * document reads itself.
 */
export const documentReloads = (o: LiveDocuments): Record<DocumentKind, (key: string) => Promise<boolean>> => ({
  page: (path) => o.sitePages.reloadPage(path),
  navigation: async () => {
    await o.navigation.reload();
    return false;
  },
  contact: async () => {
    await o.contactDetails.reload();
    return false;
  },
  // A picture's publish records its asset's change beside its own (media/assets.ts writePublishedSettings): that one reloads it.
  picture: async () => false,
  // The project, then the pages: its page, the index and every listing follow it. Its page names its pictures'
  // slots, so the upload targets may have changed.
  project: async (slug) => {
    if (!(await o.siteProjects.reloadProject(slug))) return false;
    o.sitePages.projectsChanged();
    return true;
  },
});
