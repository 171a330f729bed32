import { z } from 'zod';
import { projectListing } from '../../contracts/projects';
import { optionalRichText, richText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { imageRef, pdfRef } from '../../engine/media-ref';
import { anchorId, sectionHeading } from '../_shared/schemas';

export const galleryItem = z.strictObject({
  media: imageRef,
  title: z.string().min(1).max(120),
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().max(200).default(''),
});

export const galleryCategory = z.strictObject({
  /** The category key (prefab-units, interior-designs, executive-furniture). */
  id: anchorId,
  label: z.string().min(1),
  /** Without one, the block's generic fallback text is shown. Rich text (a plain string in page files). */
  description: optionalRichText.optional(),
  /** Other ?category= values that select it, besides its id and label (e.g. 'Interior Designs'). */
  queryNames: z.array(z.string().min(1)).default([]),
  /** The hand list; with a `source` the site fills it from the published projects instead. */
  items: z.array(galleryItem).max(100),
  /** Absent: the hand list above. Present: the pictures of the projects the collection selects (app/live/project-listings.ts). */
  source: projectListing.optional(),
});

export const galleryCatalog = z.strictObject({
  category: anchorId,
  title: z.string().min(1),
  /** Rich text: bold, italic and links (a plain string in page files). */
  description: richText,
  file: pdfRef,
});

export const sections = ['product-images', 'pdf-catalogs'] as const;

export const schema = z
  .strictObject({
    id: anchorId.default('gallery'),
    ...sectionHeading,
    heading: sectionHeading.heading.optional(),
    categories: z.array(galleryCategory).min(1).max(8),
    defaultCategory: anchorId.default('prefab-units'),
    defaultSection: z.enum(sections).default('product-images'),
    /** Initial page size 20. */
    pageSize: z.number().int().min(1).max(100).default(20),
    /** The query parameter read on the server and the client (?category=Prefab%20Units). */
    queryParam: z.string().min(1).default('category'),
    fallbackDescription: z
      .string()
      .min(1)
      .default('A selection of recent projects from our Nairobi workshops and sites.'),
    catalogs: z.array(galleryCatalog).max(12),
    /** Rich text: the sentence above the PDF catalogues (a plain string in page files). */
    catalogsLead: optionalRichText.optional(),
    /**
     * false: the pictures alone, with no Images/Catalogs switch and no category buttons: one set of photos,
     * such as a project's own page. The /gallery page keeps both (its catalogs tab says when there are none).
     */
    tabs: z.boolean().default(true),
    labels: z
      .strictObject({
        images: z.string().min(1).default('Product Images'),
        catalogs: z.string().min(1).default('PDF Catalogs'),
        /** A tab's visible state, after its name: "Product Images (Show)", as the specification has it. */
        show: z.string().min(1).default('Show'),
        hide: z.string().min(1).default('Hide'),
        imagesHidden: z
          .string()
          .min(1)
          .default('Product images are hidden. Click "Product Images (Show)" to display them.'),
        catalogsHidden: z
          .string()
          .min(1)
          .default('PDF catalogs are hidden. Click "PDF Catalogs (Show)" to display them.'),
        /** {n}: items shown. */
        count: z.string().includes('{n}').default('{n} items displayed'),
        /** {x}/{y}: shown/total. */
        more: z.string().default('Showing {x}/{y} - Click for More'),
        less: z.string().default('Showing {y}/{y} - Click for Less'),
        empty: z.string().min(1).default('No images in this category yet.'),
        download: z.string().min(1).default('Download'),
        catalogMissing: z.string().min(1).default('This catalog is being updated. Ask us for a copy.'),
        requestCatalog: z.string().min(1).default('Request a copy'),
        noCatalogs: z.string().min(1).default('No catalogs available yet.'),
      })
      .prefault({}),
  })
  .refine((p) => p.categories.some((c) => c.id === p.defaultCategory), {
    message: 'defaultCategory must be the id of one of the categories',
    path: ['defaultCategory'],
  })
  .refine((p) => new Set(p.categories.map((c) => c.id)).size === p.categories.length, {
    message: 'category ids must be unique',
    path: ['categories'],
  });

export type GalleryProps = z.output<typeof schema>;
export type GalleryCategory = z.output<typeof galleryCategory>;
export type GalleryCatalog = z.output<typeof galleryCatalog>;
export type GallerySection = (typeof sections)[number];

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'The project photo gallery with categories.';

/**
 * Version 2 made the section's lead, the catalogues' lead and the categories' and
 * catalogues' descriptions rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  if (from >= 2) return props;
  const leads = richTextFields(props, 'lead', 'catalogsLead');
  return richTextInList(richTextInList(leads, 'categories', 'description'), 'catalogs', 'description');
}
