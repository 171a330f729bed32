import type { VersionRef } from '../../contracts/compare';
import type { VersionAnswer } from '../../contracts/documents';
import type { DocumentKind } from '../../contracts/document-kinds';
import type { ReviewAnswer } from '../../contracts/reviews';
import type { Comparer } from '../ui/DocumentCompare';
import { admin, call } from './api-client';
import { pageComparer } from './pages';

/** A document as the admin calls it: its kind and key (a page's path; 'site' for a single document). */
export interface DocumentRef {
  kind: DocumentKind;
  key: string;
}

/**
 * What the admin's shared screens (review, compare) call for one kind,
 * through the typed client: each kind's routes carry their own query, so
 * each kind says how its calls are made. The words and addresses come from
 * the kind's facts (contracts/document-kinds.ts).
 */
export interface DocumentAdapter {
  comparer(key: string): Comparer;
  review(key: string): Promise<ReviewAnswer>;
  submit(key: string, baseVersion: number): Promise<ReviewAnswer>;
  sendBack(key: string, baseVersion: number, comment: string): Promise<ReviewAnswer>;
  /** The ordinary publish, of the version staff compared: 409 if the draft changed since. */
  publish(key: string, baseVersion: number): Promise<VersionAnswer>;
}

/*
 * Publish answers 202 { scheduledAt } only when given a time; called
 * without one, as here, its answer is the 200 { version }.
 */
const pageAdapter: DocumentAdapter = {
  comparer: pageComparer,
  review: (path) => call(admin.page.review.$get({ query: { path } })),
  submit: (path, baseVersion) => call(admin.page.review.$post({ query: { path }, json: { baseVersion } })),
  sendBack: (path, baseVersion, comment) =>
    call(admin.page.review['send-back'].$post({ query: { path }, json: { baseVersion, comment } })),
  publish: (path, baseVersion) =>
    call(admin.page.publish.$post({ query: { path }, json: { baseVersion } })) as Promise<VersionAnswer>,
};

const navigationAdapter: DocumentAdapter = {
  comparer: () => ({
    key: admin.navigation.compare.$path(),
    load: (from: VersionRef, to: VersionRef) =>
      call(admin.navigation.compare.$get({ query: { from: String(from), to: String(to) } })),
  }),
  review: () => call(admin.navigation.review.$get()),
  submit: (_, baseVersion) => call(admin.navigation.review.$post({ json: { baseVersion } })),
  sendBack: (_, baseVersion, comment) =>
    call(admin.navigation.review['send-back'].$post({ json: { baseVersion, comment } })),
  publish: (_, baseVersion) =>
    call(admin.navigation.publish.$post({ json: { baseVersion } })) as Promise<VersionAnswer>,
};

const contactAdapter: DocumentAdapter = {
  comparer: () => ({
    key: admin.contact.compare.$path(),
    load: (from: VersionRef, to: VersionRef) =>
      call(admin.contact.compare.$get({ query: { from: String(from), to: String(to) } })),
  }),
  review: () => call(admin.contact.review.$get()),
  submit: (_, baseVersion) => call(admin.contact.review.$post({ json: { baseVersion } })),
  sendBack: (_, baseVersion, comment) =>
    call(admin.contact.review['send-back'].$post({ json: { baseVersion, comment } })),
  publish: (_, baseVersion) => call(admin.contact.publish.$post({ json: { baseVersion } })) as Promise<VersionAnswer>,
};

/** A picture's settings: a document of many, named by the asset id (?id=). */
const pictureAdapter: DocumentAdapter = {
  comparer: (id) => ({
    key: admin.picture.$path({ query: { id } }),
    load: (from: VersionRef, to: VersionRef) =>
      call(admin.picture.compare.$get({ query: { id, from: String(from), to: String(to) } })),
  }),
  review: (id) => call(admin.picture.review.$get({ query: { id } })),
  submit: (id, baseVersion) => call(admin.picture.review.$post({ query: { id }, json: { baseVersion } })),
  sendBack: (id, baseVersion, comment) =>
    call(admin.picture.review['send-back'].$post({ query: { id }, json: { baseVersion, comment } })),
  publish: (id, baseVersion) =>
    call(admin.picture.publish.$post({ query: { id }, json: { baseVersion } })) as Promise<VersionAnswer>,
};

/** A project: a document of many, named by its slug (?slug=). */
const projectAdapter: DocumentAdapter = {
  comparer: (slug) => ({
    key: admin.project.$path({ query: { slug } }),
    load: (from: VersionRef, to: VersionRef) =>
      call(admin.project.compare.$get({ query: { slug, from: String(from), to: String(to) } })),
  }),
  review: (slug) => call(admin.project.review.$get({ query: { slug } })),
  submit: (slug, baseVersion) => call(admin.project.review.$post({ query: { slug }, json: { baseVersion } })),
  sendBack: (slug, baseVersion, comment) =>
    call(admin.project.review['send-back'].$post({ query: { slug }, json: { baseVersion, comment } })),
  publish: (slug, baseVersion) =>
    call(admin.project.publish.$post({ query: { slug }, json: { baseVersion } })) as Promise<VersionAnswer>,
};

/** Every kind's adapter: the one list the admin's shared screens read (a new kind adds its line). */
export const DOCUMENT_ADAPTERS: Record<DocumentKind, DocumentAdapter> = {
  page: pageAdapter,
  navigation: navigationAdapter,
  contact: contactAdapter,
  picture: pictureAdapter,
  project: projectAdapter,
};

export const adapterOf = (doc: Pick<DocumentRef, 'kind'>) => DOCUMENT_ADAPTERS[doc.kind];
