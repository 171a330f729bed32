import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewQueueItem } from '../../../contracts/reviews';
import { errorText } from '../../data/api';
import { PAGES_KEY } from '../../data/pages';
import { docOf, REVIEW_KEY, REVIEWS_KEY, reviewsApi } from '../../data/reviews';
import { factsOf } from '../../../contracts/document-kinds';
import { toast } from '../../data/toast-store';
import { SUMMARY_KEY } from '../dashboard/Dashboard';

/**
 * What an admin does with a draft in the queue: publish the version they
 * compared (refused if it changed since), or send it back with a comment.
 * `busy` names the item being acted on; each outcome is said in a toast.
 */
export function useReviewActions() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => {
    for (const queryKey of [REVIEWS_KEY, REVIEW_KEY, SUMMARY_KEY, PAGES_KEY]) void qc.invalidateQueries({ queryKey });
  };

  async function act(
    item: ReviewQueueItem,
    work: () => Promise<unknown>,
    done: { title: string; description: string },
  ) {
    setBusy(`${item.kind}:${item.key}`);
    try {
      await work();
      toast(done);
      return true;
    } catch (e) {
      toast({ title: 'Not done', description: errorText(e, 'Try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(null);
      refresh();
    }
  }

  const publish = (item: ReviewQueueItem) =>
    act(item, () => reviewsApi.publish(docOf(item), item.version), {
      title: 'Published',
      // A page says where it went live; a single document's title already names it.
      description: `${item.title} is live${factsOf(item.kind).single ? '' : ` at ${item.key}`}.`,
    });

  const sendBack = (item: ReviewQueueItem, comment: string) =>
    act(item, () => reviewsApi.sendBack(docOf(item), item.version, comment), {
      title: 'Sent back',
      description: `${item.submittedBy} sees your comment in the editor.`,
    });

  return { busy, publish, sendBack };
}
