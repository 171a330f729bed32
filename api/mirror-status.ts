import type { FeedConsumerStatus } from '../platform/feed-consumer';

/**
 * How far the static mirror is behind the feed, as this instance last read the consumer's row and the feed's
 * head (the writer reads them on every pass, the others as often): in changes, in time, and its last error.
 */
export function mirrorStatus(s: FeedConsumerStatus) {
  return {
    position: s.position,
    behind: Math.max(0, s.head - s.position),
    behindMs: s.behindMs,
    writer: s.holder,
    ...(s.lastError ? { lastError: s.lastError } : {}),
    ...(s.movedBack ? { movedBack: s.movedBack } : {}),
  };
}
