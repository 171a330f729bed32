import { z } from 'zod';
import { iconName } from '../../../blocks/_shared/schemas';

const card = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  action: z.string().min(1),
  href: z.string().regex(/^\/admin(\/[a-z0-9-]+)*$/, 'must be an admin path like /admin/settings'),
  icon: iconName,
  /**
   * A live count shown on the card: inquiries not yet handled, media slots stored out of all, files in the media
   * library, pages with a draft waiting, or drafts waiting for review (that card shows only while review is on or
   * something waits).
   */
  count: z.enum(['new-inquiries', 'media-stored', 'library-files', 'page-drafts', 'reviews-waiting']).optional(),
});

export const EDITOR_INTRO =
  'Edit the pages, the menu and the media of the website, and read the messages visitors send.';

export const schema = z.strictObject({
  intro: z
    .string()
    .min(1)
    .default('Manage the website: media, contact details, the messages visitors send and who has access.'),
  /**
   * The same welcome for an editor: the admin's intro names contact details and access, which an editor cannot
   * change, so an editor reads what their role can do instead.
   */
  editorIntro: z.string().min(1).default(EDITOR_INTRO),
  /** Pages, Projects, Waiting for review, Navigation, Redirects, Media Management, Media library, Settings, Contact Inquiries and User Management (Settings and User Management hidden from editors). */
  cards: z.array(card).min(1).max(10),
});

export type DashboardCount = NonNullable<z.output<typeof card>['count']>;
