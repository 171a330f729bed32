import { hc, type InferRequestType, type InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { InquiryStatus } from '../contracts/inquiries';
import type { NavigationDocument } from '../contracts/navigation';
import type { PageDocument } from '../contracts/pages';
import { createTestApp, TEST_SITE, type TestApp } from '../tests/support/api';
import type { AppType } from './modules';

/*
 * The API's type as hono/client sees it. The checks marked @ts-expect-error
 * fail `npm run typecheck` the day they stop being errors: a route renamed on
 * the server, or a field renamed in its schema, breaks every caller's build.
 */
const client = hc<AppType>(TEST_SITE);

describe('AppType (hc<AppType>)', () => {
  it('names each route, its input and its answer', () => {
    type PatchInput = InferRequestType<(typeof client.api.admin.inquiries)[':id']['$patch']>;
    expectTypeOf<PatchInput['json']['status']>().toEqualTypeOf<InquiryStatus>();
    expectTypeOf<PatchInput['param']>().toEqualTypeOf<{ id: string }>();

    type Counts = InferResponseType<typeof client.api.admin.inquiries.counts.$get>;
    expectTypeOf<Counts>().not.toBeAny();

    type Created = InferResponseType<typeof client.api.admin.users.$post, 201>;
    expectTypeOf<Created['user']['username']>().toEqualTypeOf<string>();

    type Redirect = InferRequestType<typeof client.api.admin.redirects.$post>['json'];
    expectTypeOf<Redirect>().toEqualTypeOf<{ from: string; to: string }>();

    // Never called: these lines are here for the compiler.
    const wrongCalls = () => {
      // @ts-expect-error: there is no /api/admin/inquiry route (it is inquiries)
      client.api.admin.inquiry.$get();
      // @ts-expect-error: an inquiry's status is `status`, not `state`
      client.api.admin.inquiries[':id'].$patch({ param: { id: '1' }, json: { state: 'read' } });
      // @ts-expect-error: 'closed' is not an inquiry status
      client.api.admin.inquiries[':id'].$patch({ param: { id: '1' }, json: { status: 'closed' } });
      // @ts-expect-error: the page editor saves at /api/admin/page/draft
      client.api.admin.page.drafts.$put();
      // @ts-expect-error: a new user needs a password
      client.api.admin.users.$post({ json: { username: 'amina', role: 'editor' } });
    };
    expect(typeof wrongCalls).toBe('function');
  });
});

describe('the document routes in AppType (pages and the navigation, from the generic document core)', () => {
  const admin = client.api.admin;

  // The two checks below are the typecheck's (npm run typecheck), not vitest's: expectTypeOf does nothing at run
  // time, so as tests they would pass asserting nothing. They sit in functions that are never called.
  const typeChecks = {
    "types a draft save by the kind's own schema: the page document, not unknown": () => {
      type PageSave = InferRequestType<typeof admin.page.draft.$put>;
      expectTypeOf<PageSave['json']>().not.toBeUnknown();
      expectTypeOf<PageSave['json']['page']>().toEqualTypeOf<PageDocument>();
      expectTypeOf<PageSave['json']['baseVersion']>().toEqualTypeOf<number>();
      expectTypeOf<PageSave['query']['path']>().toEqualTypeOf<string | string[]>();

      type NavigationSave = InferRequestType<typeof admin.navigation.draft.$put>;
      expectTypeOf<NavigationSave['json']['navigation']>().toEqualTypeOf<NavigationDocument>();

      type PagePreview = InferRequestType<typeof admin.page.preview.$post>['json'];
      expectTypeOf<PagePreview['page']>().toEqualTypeOf<PageDocument>();

      type Restore = InferRequestType<typeof admin.page.restore.$post>['json'];
      expectTypeOf<Restore>().toEqualTypeOf<
        { version: number; baseVersion: number } | { source: 'file'; baseVersion: number }
      >();
    },

    "names the document in a revision's answer by its field": () => {
      type PageRevision = InferResponseType<typeof admin.page.revision.$get>;
      expectTypeOf<PageRevision['page']['path']>().toEqualTypeOf<string>();
      expectTypeOf<PageRevision['version']>().toEqualTypeOf<number>();
      type NavigationRevision = InferResponseType<typeof admin.navigation.revision.$get>;
      expectTypeOf<NavigationRevision['navigation']['footer']['copyrightYear']>().toEqualTypeOf<number>();
    },
  };
  void typeChecks;

  it('refuses, at compile time, a body of the wrong shape', () => {
    const page: PageDocument = { path: '/x', meta: { title: 'X', description: '', keywords: [] }, blocks: [] };
    // Never called: these lines are here for the compiler.
    const wrongCalls = () => {
      // @ts-expect-error: a draft save names the version it was based on
      admin.page.draft.$put({ query: { path: '/x' }, json: { page } });
      // @ts-expect-error: a page document has meta and blocks
      admin.page.draft.$put({ query: { path: '/x' }, json: { page: { path: '/x' }, baseVersion: 1 } });
      // @ts-expect-error: a page call names its page (?path=)
      admin.page.publish.$post({ json: { baseVersion: 1 } });
      // @ts-expect-error: the navigation's body field is `navigation`, not `page`
      admin.navigation.draft.$put({ json: { page, baseVersion: 1 } });
      // @ts-expect-error: a restore names a version or the source, not both missing
      admin.navigation.restore.$post({ json: { baseVersion: 1 } });
    };
    expect(typeof wrongCalls).toBe('function');
  });
});

describe('hc<AppType> against the app', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const typed = () =>
    hc<AppType>(TEST_SITE, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => t.app.request(input, init),
      headers: { cookie, origin: TEST_SITE },
    });

  it('reads the answer it types, and meets the same validation', async () => {
    const res = await typed().api.admin.settings.$get();
    expect(res.status).toBe(200);
    const settings = await res.json();
    expect(settings.timeZone).toBe('Africa/Nairobi');

    const bad = await typed().api.admin.inquiries[':id'].$get({ param: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'id: must be a positive whole number',
      issues: [{ field: 'id', path: ['id'], message: 'must be a positive whole number' }],
    });
  });
});
