import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../contracts/pages';
import { PREVIEW_LIMITS, SharingPreview } from './SharingPreview';
import { samplePage } from './sample';

const HERO_PHOTO = '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg';

/** The sample page with a photo first in its hero (the sample's hero has videos only) and these meta fields. */
const withMeta = (meta: Partial<PageDocument['meta']>): PageDocument => {
  const [hero, ...rest] = samplePage.blocks;
  const props = hero.props as { slides: unknown[] };
  return {
    ...samplePage,
    blocks: [
      { ...hero, props: { ...props, slides: [{ media: HERO_PHOTO, alt: 'Offices' }, ...props.slides] } },
      ...rest,
    ],
    meta: { ...samplePage.meta, ...meta },
  };
};

const show = (page: PageDocument) =>
  render(<SharingPreview page={page} companyName="Savannah Build" host="savannah.co.ke" />);

describe('Sharing preview', () => {
  it('shows the SEO title and description, the first picture and the address when nothing is chosen', () => {
    const page = withMeta({
      title: 'Container offices',
      description: 'Offices delivered across Kenya in 48 hours, wired and ready to work in.',
    });
    show(page);
    const card = screen.getByTestId('whatsapp-card');
    expect(within(card).getByText('Container offices | Savannah Build')).toBeTruthy();
    expect(within(card).getByText(page.meta.description)).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(HERO_PHOTO);
    const result = screen.getByTestId('search-result');
    expect(within(result).getByText('savannah.co.ke/services/containers/commercial/offices')).toBeTruthy();
    expect(screen.queryByTestId('cut')).toBeNull();
    expect(screen.getByText('Everything fits.')).toBeTruthy();
  });

  it('uses the title, description and picture chosen for sharing in the WhatsApp card only', () => {
    show(
      withMeta({
        title: 'Container offices',
        share: {
          title: 'Offices in 48 hours',
          description: 'Wired and ready.',
          image: '/uploads/_assets/fedcba9876543210fedcba9876543210.jpg',
        },
      }),
    );
    const card = screen.getByTestId('whatsapp-card');
    expect(within(card).getByText('Offices in 48 hours')).toBeTruthy();
    expect(within(card).getByText('Wired and ready.')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/_assets/fedcba9876543210fedcba9876543210.jpg',
    );
    // Search engines show the SEO title, not the sharing one.
    expect(within(screen.getByTestId('search-result')).getByText('Container offices | Savannah Build')).toBeTruthy();
  });

  it('marks the text each place cuts and says by how much', () => {
    const title = 'Prefab container offices, site offices and classrooms delivered';
    const description = `${'Insulated and wired container offices for every site. '.repeat(3)}Call us today.`;
    show(withMeta({ title, description }));
    const seoTitle = `${title} | Savannah Build`;
    const cuts = screen.getAllByTestId('cut').map((c) => c.textContent);
    expect(cuts).toContain(` (cut from here: ${seoTitle.slice(PREVIEW_LIMITS.search.title)})`);
    expect(cuts).toContain(` (cut from here: ${description.slice(PREVIEW_LIMITS.search.description)})`);
    expect(cuts).toContain(` (cut from here: ${description.slice(PREVIEW_LIMITS.whatsapp.description)})`);
    expect(
      screen.getByText(
        `The SEO title (with the company name) has ${seoTitle.length} characters; a search result shows about 60, so the last ${seoTitle.length - 60} are cut.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Everything fits.')).toBeNull();
  });

  it('shows a video hero by its poster frame, and passes over pictures that have no file', () => {
    show(samplePage);
    const card = screen.getByTestId('whatsapp-card');
    const first = (samplePage.blocks[0].props as { slides: { media: string }[] }).slides[0].media;
    const img = () => card.querySelector('img');
    expect(img()?.getAttribute('src')).toBe(first.replace('/uploads/', '/uploads/_posters/').replace(/\.mp4$/, '.jpg'));
    // Not processed yet (or no file): the next picture is tried, as the server does.
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).not.toBe(
      first.replace('/uploads/', '/uploads/_posters/').replace(/\.mp4$/, '.jpg'),
    );
  });

  it('says when the page has no picture to share', () => {
    show({ ...samplePage, blocks: [] });
    expect(screen.getByText(/No picture on this page, so the link shows none/)).toBeTruthy();
  });
});
