import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import type { NavigationDetail } from '../../../contracts/navigation';
import type { DocumentReview, ReviewAnswer } from '../../../contracts/reviews';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { NavigationEditor } from './NavigationEditor';
import { sampleNavigation } from './sample';

/**
 * Review before publish in the navigation editor: while the setting is on,
 * an editor's Publish is "Submit for review", which sends the saved draft to
 * the admins' queue and publishes nothing. Admins keep Publish.
 */
const props = { heading: 'Navigation', intro: 'The menu and the footer.', autosaveMs: 100 };

/** A saved draft unlike the live navigation, so there is something to submit. */
const draft = structuredClone(sampleNavigation.published);
draft.header.items[0]!.label = 'Start';
const withDraft: NavigationDetail = { ...sampleNavigation, version: 3, draft, isDefault: false };

const waiting: DocumentReview = {
  state: 'waiting',
  version: 3,
  submittedBy: 'akinyi',
  submittedAt: '2026-11-20T08:00:00.000Z',
  comment: null,
  decidedBy: null,
  decidedAt: null,
};

function renderNavigation(role: 'admin' | 'editor', first: DocumentReview | null = null) {
  let review = first;
  return renderAdmin(<NavigationEditor {...props} />, {
    route: '/admin/navigation',
    api: {
      'GET /api/admin/me': { admin: { username: role === 'admin' ? 'admin' : 'akinyi', role, email: null } },
      'GET /api/admin/navigation': withDraft,
      'GET /api/admin/navigation/review': () => ({ required: true, review }) satisfies ReviewAnswer,
      'POST /api/admin/navigation/review': ({ body }: MockRequest) => {
        review = { ...waiting, version: (body as { baseVersion: number }).baseVersion };
        return { required: true, review } satisfies ReviewAnswer;
      },
    },
  });
}

describe('review before publish in the navigation editor', () => {
  it('gives an editor "Submit for review" instead of Publish, and submitting publishes nothing', async () => {
    const { calls } = renderNavigation('editor');
    await screen.findByRole('heading', { name: 'Header menu' });
    const submit = await screen.findByRole('button', { name: 'Submit for review' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted for review')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === apiRoutes.navigation.review.$path())?.body).toEqual({
      baseVersion: 3,
    });
    // No publish, no publish dialog: the draft now waits, and the button rests until it changes.
    expect(calls.some((c) => c.path.startsWith(apiRoutes.navigation.publish.$path()))).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit for review' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('keeps Publish for an admin, and points them at the queue for a draft that waits', async () => {
    renderNavigation('admin', waiting);
    // The review has been read (the banner names who submitted it) and the button is still Publish.
    expect(await screen.findByText(/submitted by akinyi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the review queue' }).getAttribute('href')).toBe('/admin/reviews');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
