import type { DocumentKind, DocumentKindFacts } from './documents';
import { contactKindFacts } from './contact-details';
import { navigationKindFacts } from './navigation';
import { pageKindFacts } from './pages';

/** Every kind's facts, the one list the API's core and the admin read them from (a new kind adds its line). */
export const DOCUMENT_KIND_FACTS: Record<DocumentKind, DocumentKindFacts> = {
  page: pageKindFacts,
  navigation: navigationKindFacts,
  contact: contactKindFacts,
};

export const factsOf = (kind: DocumentKind): DocumentKindFacts => DOCUMENT_KIND_FACTS[kind];
