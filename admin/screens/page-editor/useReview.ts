import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../data/api';
import { useMe } from '../../data/query';
import { REVIEW_KEY, REVIEWS_KEY, reviewsApi, useDocumentReview, type ReviewDoc } from '../../data/reviews';
import { toast } from '../../data/toast-store';
import { isAdminRole } from '../../ui/AdminOnly';

/** What useReview needs of a document's draft (a page's useDraft, the navigation's). */
interface DraftLike {
  version: number;
  dirty: boolean;
  baseVersion: () => number;
  save: () => Promise<boolean>;
}

/**
 * Review before publish in an editor: whether this person's Publish is
 * "Submit for review" (review is on and they are an editor), the
 * document's review (waiting, or sent back with a comment), and submit,
 * which saves the draft first so what the admin sees is what is on screen.
 */
export function useReview(doc: ReviewDoc, draft: DraftLike, name: string) {
  const qc = useQueryClient();
  const role = useMe().data?.admin?.role;
  const answer = useDocumentReview(doc, draft.version).data;
  const [busy, setBusy] = useState(false);
  const review = answer?.review ?? null;
  const submits = !!answer?.required && !!role && !isAdminRole(role);
  /** The draft on screen is the one waiting: submitting it again would change nothing. */
  const waiting = review?.state === 'waiting' && review.version === draft.version && !draft.dirty;

  async function submit() {
    setBusy(true);
    try {
      if (!(await draft.save())) return;
      await reviewsApi.submit(doc, draft.baseVersion());
      toast({
        title: 'Submitted for review',
        description: `${name} waits for an admin, who will publish it or send it back with a comment.`,
      });
    } catch (e) {
      toast({
        title: 'Not submitted',
        description: errorText(e, 'The draft could not be submitted. Try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      void qc.invalidateQueries({ queryKey: REVIEW_KEY });
      void qc.invalidateQueries({ queryKey: REVIEWS_KEY });
    }
  }

  return { required: !!answer?.required, submits, review, waiting, busy, submit };
}
