import type { DocumentKindFacts } from './documents';
import { contactKindFacts } from './contact-details';
import { navigationKindFacts } from './navigation';
import { pageKindFacts } from './pages';
import { pictureKindFacts } from './picture-settings';
import { projectKindFacts } from './projects';

/**
 * The kinds of document staff edit, each a kind of the one core
 * (api/documents), with their facts: the one list the API's core and the
 * admin read them from. A new kind adds its line here.
 */
export const DOCUMENT_KIND_FACTS = {
  page: pageKindFacts,
  navigation: navigationKindFacts,
  contact: contactKindFacts,
  picture: pictureKindFacts,
  project: projectKindFacts,
} satisfies Record<string, DocumentKindFacts>;

export type DocumentKind = keyof typeof DOCUMENT_KIND_FACTS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_FACTS) as [DocumentKind, ...DocumentKind[]];

export const isDocumentKind = (kind: string): kind is DocumentKind => Object.hasOwn(DOCUMENT_KIND_FACTS, kind);

export const factsOf = (kind: DocumentKind): DocumentKindFacts => DOCUMENT_KIND_FACTS[kind];
