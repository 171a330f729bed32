import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../.storybook/mock-api';
import type { DocumentReview, ReviewAnswer } from '../../../contracts/reviews';
import { apiRoutes, renderAdmin } from '../../../tests/support/admin/test-utils';
import { starters } from '../../../site-config/starters';
import Editor from './Editor';
import { sampleDetail, samplePage, samplePageList } from './sample';

/**
 * Review before publish in the page editor: an editor's Publish is Submit
 * for review, the comment an admin sent back stays above the editor, and a
 * submitted draft says it waits. Admins keep Publish.
 */
const route = `/admin/pages/edit?path=${encodeURIComponent(samplePage.path)}`;
const sentBack: DocumentReview = {
  state: 'sent-back',
  version: 4,
  submittedBy: 'akinyi',
  submittedAt: '2026-11-20T08:00:00.000Z',
  comment: 'Please name the container sizes: 20 ft and 40 ft.',
  decidedBy: 'admin',
  decidedAt: '2026-11-20T09:00:00.000Z',
};

/** A saved draft unlike the live page, so there is something to submit. */
const draft = structuredClone(samplePage);
(draft.blocks[2]!.props as { heading: string }).heading = 'Containers in 20 ft and 40 ft';

function renderEditor(role: 'admin' | 'editor', first: DocumentReview | null) {
  let review = first;
  return renderAdmin(<Editor starters={starters} autosaveMs={50} />, {
    route,
    api: {
      'GET /api/admin/me': { admin: { username: role === 'admin' ? 'admin' : 'akinyi', role, email: null } },
      'GET /api/admin/page': sampleDetail({ draft }),
      'GET /api/admin/pages': { items: samplePageList },
      'GET /api/admin/page/review': () => ({ required: true, review }) satisfies ReviewAnswer,
      'POST /api/admin/page/review': ({ body }: MockRequest) => {
        review = {
          ...sentBack,
          state: 'waiting',
          version: (body as { baseVersion: number }).baseVersion,
          comment: null,
          decidedBy: null,
          decidedAt: null,
        };
        return { required: true, review } satisfies ReviewAnswer;
      },
    },
  });
}

describe('review before publish in the page editor', () => {
  it('shows an editor the comment sent back, and submits the draft for review instead of publishing it', async () => {
    const { calls } = renderEditor('editor', sentBack);
    expect(await screen.findByText('Please name the container sizes: 20 ft and 40 ft.')).toBeTruthy();
    expect(screen.getByText(/^Sent back by admin on/)).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Submit for review' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted for review')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === apiRoutes.page.review.$path())?.body).toEqual({
      baseVersion: 4,
    });
    // Nobody published anything, and the draft on screen now waits: the comment is gone, the button rests.
    expect(calls.some((c) => c.path === apiRoutes.page.publish.$path())).toBe(false);
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByText('Please name the container sizes: 20 ft and 40 ft.')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit for review' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('keeps Publish for an admin, and points them at the queue for a draft that waits', async () => {
    renderEditor('admin', { ...sentBack, state: 'waiting', comment: null, decidedBy: null, decidedAt: null });
    expect(await screen.findByText(/submitted by akinyi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the review queue' }).getAttribute('href')).toBe('/admin/reviews');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
