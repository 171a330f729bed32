import type { ContactDetailsDetail, ContactDetailsInput } from '../../../contracts/contact-details';
import type { Page } from '../../../contracts/paging';
import type { PageRevision } from '../../../contracts/pages';
import { admin, call } from '../../data/api-client';
import { withoutScripts } from '../page-editor/Preview';

/** The contact details as a document of the core (/api/admin/contact): its draft, schedule, revisions and preview. */
export const CONTACT_DOCUMENT_KEY = [admin.contact.$path()] as const;
export const CONTACT_REVISIONS_KEY = [admin.contact.revisions.$path()] as const;

export const contactDocumentApi = {
  detail: async () => (await call(admin.contact.$get({ query: {} }))) as ContactDetailsDetail,
  saveDraft: (details: ContactDetailsInput, baseVersion: number) =>
    call(admin.contact.draft.$put({ json: { details, baseVersion } })),
  schedule: (baseVersion: number, at: string) => call(admin.contact.publish.$post({ json: { baseVersion, at } })),
  cancelSchedule: () => call(admin.contact.schedule.$delete({ query: {} })),
  restore: (version: number, baseVersion: number) =>
    call(admin.contact.restore.$post({ json: { version, baseVersion } })),
  revisions: (): Promise<Page<PageRevision>> => call(admin.contact.revisions.$get({ query: { limit: '50' } })),
  /** A published version as the contact page showed it, without its scripts (see PreviewFrame). */
  async render(version: number) {
    const { details } = await call(admin.contact.revision.$get({ query: { version: String(version) } }));
    return withoutScripts(await call(admin.contact.preview.$post({ json: { details, path: '/contact' } })));
  },
};
