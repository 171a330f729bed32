import { z } from 'zod';

/** The page comes from ?path=; the page file hands the editor its starters and tunes autosave. */
export const schema = z.strictObject({
  /** Block type → the props a new section of it starts with (site-config/starters). */
  starters: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  /** Pause after the last change before the draft saves itself. */
  autosaveMs: z.number().int().min(300).max(10_000).default(1500),
});
