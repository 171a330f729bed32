import { isPicture, type LiveProject, PROJECTS_PATH, projectPath } from '../../contracts/projects';
import type { RichTextInline, RichTextValue } from '../../contracts/rich-text';
import type { BlockInput, SitePageInput } from '../define';

/**
 * A project's own page and the /projects index, as page schemas the block
 * engine renders like any page file: the projection (app/live/site-projects.ts)
 * makes them from the live projects, so a publish in the admin reaches them
 * with no page file edited.
 */

/** Where a project's call to action leads: the contact form, its message already naming the project. */
export const CONTACT_PATH = '/contact';
export const contactAbout = (title: string) =>
  `${CONTACT_PATH}?message=${encodeURIComponent(`I would like a project like "${title}".`)}`;

/** "Hospitality · Kilimani, Nairobi": the line above a project's title on cards and its hero. */
export const projectTag = (p: LiveProject['project']) => [p.sector, p.place].filter(Boolean).join(' · ');

/** The alt text of one of the project's media (empty: the library file's own). */
export const altOf = (p: LiveProject['project'], media: string) => p.media.find((m) => m.media === media)?.alt ?? '';

const META_TITLE_MAX = 80;
const META_DESCRIPTION_MIN = 50;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Search snippets want 50 characters at least: a short summary is followed by what the page shows. */
function metaDescription(p: LiveProject['project']): string {
  let text = p.summary;
  if (text.length < META_DESCRIPTION_MIN) text = `${text} ${p.title}${p.place ? `, ${p.place}` : ''}.`;
  if (text.length < META_DESCRIPTION_MIN) text = `${text} Photos and key facts of the finished project.`;
  return text;
}

/** The photo section: the description above the project's pictures, each opening in the gallery's lightbox. */
function photoSection(p: LiveProject['project']): BlockInput {
  const pictures = p.media.filter((m) => isPicture(m.media));
  return {
    type: 'gallery',
    props: {
      id: 'photos',
      heading: 'About the project',
      lead: p.description,
      categories: [
        {
          id: 'photos',
          label: 'Photos',
          description: p.summary,
          items: pictures.map((m, i) => ({
            media: m.media,
            alt: m.alt,
            title: clip(m.caption || `${p.title} ${i + 1}`, 120),
          })),
        },
      ],
      defaultCategory: 'photos',
      catalogs: [],
      // One set of photos: no Images/Catalogs switch and no category buttons.
      tabs: false,
      labels: { images: 'Photos', catalogs: 'Documents', noCatalogs: 'No documents for this project.' },
    },
  };
}

/** A published project's page: /projects/<slug>. */
export function projectPage(live: LiveProject): SitePageInput {
  const p = live.project;
  const contact = contactAbout(p.title);
  const tag = projectTag(p);
  const blocks: BlockInput[] = [
    {
      type: 'hero-carousel',
      props: {
        slides: [{ media: p.cover, alt: altOf(p, p.cover) }],
        ...(tag ? { eyebrow: tag } : {}),
        title: p.title,
        subtitle: p.summary,
        buttons: [{ label: 'Ask About This Project', href: contact, variant: 'primary' }],
        dots: 'none',
      },
    },
    {
      type: 'breadcrumb',
      props: { items: [{ label: 'Projects', href: PROJECTS_PATH }], current: p.title },
    },
    photoSection(p),
  ];
  if (p.facts.length > 0)
    blocks.push({
      type: 'feature-list',
      props: {
        id: 'facts',
        heading: 'Key Facts',
        layout: 'bullets',
        columns: 2,
        tone: 'alt',
        items: p.facts.map((title) => ({ title })),
      },
    });
  blocks.push({
    type: 'call-to-action',
    props: {
      heading: 'Planning Something Similar?',
      text: `Tell us about your project and we will come back with ideas and a quote. Mention "${p.title}" and we will know what you liked.`,
      buttons: [
        { label: 'Ask About This Project', href: contact, variant: 'primary' },
        { label: 'See All Projects', href: PROJECTS_PATH, variant: 'ghost-light' },
      ],
    },
  });
  return {
    path: projectPath(live.slug),
    label: clip(p.title, META_TITLE_MAX),
    meta: {
      title: clip(p.title, META_TITLE_MAX),
      description: metaDescription(p),
      keywords: [p.title, p.sector, p.place, 'finished projects Nairobi'].filter(Boolean),
      socialImage: p.cover,
      share: { title: p.title, description: p.summary },
    },
    blocks,
  };
}

/** A service page a project can belong to, as the index names it. */
export interface ProjectService {
  path: string;
  label: string;
}

/** The anchor of a service's section on the index: "/services/containers" → "service-services-containers". */
export const serviceAnchor = (path: string) => `service-${path.slice(1).replaceAll('/', '-')}`;

const CARDS_MAX = 12;

/** One card per project, linking to its page; card grids hold 12 at most, so a long list is cut into several. */
function projectCards(id: string, heading: string, lead: RichTextValue | undefined, list: readonly LiveProject[]) {
  const sections: BlockInput[] = [];
  for (let at = 0; at < list.length; at += CARDS_MAX)
    sections.push({
      type: 'card-grid',
      props: {
        ...(at === 0 ? { id } : {}),
        heading: at === 0 ? heading : `${heading} (continued)`,
        ...(at === 0 && lead ? { lead } : {}),
        cards: list.slice(at, at + CARDS_MAX).map((l) => ({
          title: l.project.title,
          description: l.project.summary,
          features: l.project.facts.slice(0, 3),
          media: [l.project.cover],
          link: { label: 'View Project', href: projectPath(l.slug) },
          ...(projectTag(l.project) ? { badge: projectTag(l.project) } : {}),
        })),
      },
    });
  return sections;
}

/**
 * The /projects index: every published project, newest first, then one
 * section per service with its projects. The links at the top jump to a
 * service's section (plain anchors: it works without script, and the page
 * stays one address the static mirror serves).
 */
export function projectsIndexPage(
  projects: readonly LiveProject[],
  services: readonly ProjectService[],
): SitePageInput {
  const withProjects = services
    .map((s) => ({ ...s, list: projects.filter((p) => p.project.services.includes(s.path)) }))
    .filter((s) => s.list.length > 0);
  const lead: RichTextValue = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'By service: ' },
          ...withProjects.flatMap((s, i): RichTextInline[] => [
            ...(i > 0 ? [{ type: 'text' as const, text: ' · ' }] : []),
            { type: 'link', url: `#${serviceAnchor(s.path)}`, children: [{ type: 'text', text: s.label }] },
          ]),
        ],
      },
    ],
  };
  const blocks: BlockInput[] = [
    {
      type: 'hero-carousel',
      props: {
        slides: projects.slice(0, 3).map((p) => ({ media: p.project.cover, alt: altOf(p.project, p.project.cover) })),
        eyebrow: 'Our work',
        title: 'Our Projects',
        subtitle:
          'Prefab units, interiors, furniture and steelwork we have designed, built and handed over across Kenya.',
        buttons: [{ label: 'Get Free Quote', href: CONTACT_PATH, variant: 'primary' }],
        emptyMessage: 'Our finished projects will be shown here soon.',
      },
    },
    ...projectCards('all', 'All Projects', withProjects.length > 0 ? lead : undefined, projects),
    ...withProjects.flatMap((s) => projectCards(serviceAnchor(s.path), s.label, undefined, s.list)),
    {
      type: 'call-to-action',
      props: {
        heading: 'Have a Project in Mind?',
        text: 'Tell us about it and get a free quote from our Nairobi team within one working day.',
        buttons: [{ label: 'Get Free Quote', href: CONTACT_PATH, variant: 'primary' }],
      },
    },
  ];
  return {
    path: PROJECTS_PATH,
    label: 'Projects',
    meta: {
      title: 'Our Projects: Prefab Units, Interiors, Furniture and Steelwork',
      description:
        'Finished projects by our Nairobi team: prefab container units, interior fit-outs, executive furniture and steel fabrication, with photos and key facts for each.',
      keywords: ['projects Nairobi', 'prefab units Kenya', 'interior design projects', 'steel fabrication projects'],
    },
    blocks,
  };
}
