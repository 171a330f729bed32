import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { iconNames } from './icons';

/** Shared prop shapes used by several blocks. */

/**
 * Every link a block renders. Only what a visitor can safely follow: a path on
 * this site, an #anchor, or an http(s), mailto or tel URL; `javascript:`,
 * `data:` and the like are refused. A site path must not start with `//` or
 * `/\`, which browsers read as another host; control characters, which
 * browsers drop before parsing, are refused too.
 */
export const href = z
  .string()
  .regex(
    /^(\/(?![/\\])[^\s\\\x00-\x1f\x7f]*|#[a-z][a-z0-9-]*|https?:\/\/[^\s\x00-\x1f\x7f]+|mailto:[^\s\x00-\x1f\x7f]+|tel:[^\s\x00-\x1f\x7f]+)$/,
    'must be a site path (/...), an #anchor, or an http(s), mailto or tel URL',
  );

export const link = z.strictObject({ label: z.string().min(1), href });
export type Link = z.infer<typeof link>;

export const buttonVariant = z.enum(['primary', 'light', 'outline', 'ghost-light']);
export const button = link.extend({ variant: buttonVariant.default('primary') });
export type Button = z.infer<typeof button>;

export interface MenuItemShape {
  label: string;
  href: string;
  description?: string;
  /** Label of the group's own page where the phone menu lists it above the group's links (default 'All {label}'). */
  overviewLabel?: string;
  submenus?: MenuItemShape[];
}
export const menuItem: z.ZodType<MenuItemShape> = z.strictObject({
  label: z.string().min(1),
  href,
  description: z.string().optional(),
  overviewLabel: z.string().min(1).optional(),
  get submenus() {
    return z.array(menuItem).optional();
  },
});

/** An anchor id other blocks can link to with #id. */
export const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a kebab-case id');

/** Section heading shared by most content blocks. */
export const sectionHeading = {
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  /** Rich text: the sentence or two under the heading may carry bold, italic and links (a plain string in page files). */
  lead: optionalRichText.optional(),
};

export const tone = z.enum(['light', 'alt', 'dark']).default('light');

/** One of the inline SVG icons in icons.tsx. */
export const iconName = z.enum(iconNames);
