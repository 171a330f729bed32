import { z } from 'zod';

/** The page comes from ?path=; the page file only tunes how soon a change is saved by itself. */
export const schema = z.strictObject({
  /** Pause after the last change before the draft saves itself. */
  autosaveMs: z.number().int().min(300).max(10_000).default(1500),
});
