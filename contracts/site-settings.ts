import { z } from 'zod';
import { DEFAULT_SITE_TIME_ZONE, isKnownTimeZone } from './site-time';

const timeZone = z
  .string('must be text')
  .trim()
  .min(1, { error: `is required: a time zone such as ${DEFAULT_SITE_TIME_ZONE}`, abort: true })
  .max(64, 'must be at most 64 characters')
  .refine(
    isKnownTimeZone,
    `is not a time zone the server knows: choose one from the list, e.g. ${DEFAULT_SITE_TIME_ZONE} or Europe/London`,
  );

/** GET /api/admin/settings (any staff), PUT { timeZone?, reviewBeforePublish? } (admins only): what is sent changes. */
export const siteSettingsInput = z
  .strictObject({
    timeZone: timeZone.optional(),
    reviewBeforePublish: z.boolean('must be true or false').optional(),
  })
  .refine((s) => s.timeZone !== undefined || s.reviewBeforePublish !== undefined, {
    error: 'Say what to change: timeZone, reviewBeforePublish or both',
  });
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

export interface SiteSettings {
  /** An IANA zone (or UTC): the wall clock of every time the admin shows or takes. */
  timeZone: string;
  /** While true, an editor's Publish is "Submit for review" and an admin publishes (off until an admin turns it on). */
  reviewBeforePublish: boolean;
}
