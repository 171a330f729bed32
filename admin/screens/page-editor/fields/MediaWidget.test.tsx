import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks/index';
import { apiRoutes, renderAdmin } from '../../../../tests/support/admin/test-utils';
import { libraryAnswer, sampleAssets } from '../../media-library/sample';
import { BlockFields } from './BlockFields';

const hero = registry.get('hero-carousel')!.schema;

function Hero({ initial }: { initial: unknown }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BlockFields schema={hero} value={value} formId="blk" label="Hero" onChange={setValue} />
      <output data-testid="doc">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the media field', () => {
  it('an empty field shows the placeholder; a file chosen in the picker is in the draft and shown at once', async () => {
    renderAdmin(<Hero initial={{ slides: [{ media: '/uploads/placeholder.jpg', alt: 'Kitchen' }], title: 'T' }} />, {
      api: { 'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req) },
    });
    const field = document.querySelector('.media-field') as HTMLElement;
    expect(field.textContent).toContain('No file yet: placeholder shown');
    fireEvent.click(within(field).getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a file' });
    fireEvent.click(await within(dialog).findByText('Kitchen island walnut.jpg'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Kitchen island walnut.jpg' }));
    await waitFor(() => expect(screen.getByTestId('doc').textContent).toContain(sampleAssets[0].url));
    expect(field.querySelector('.media-field__preview img')?.getAttribute('src')).toBe(sampleAssets[0].thumb);
    expect(field.textContent).not.toContain('No file yet');
    // The field names the chosen file, not its content address (kept as the field's title).
    const input = within(field).getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('Kitchen island walnut.jpg');
    expect(input.title).toBe(sampleAssets[0].url);
    // Remove empties the field again: the block shows its placeholder.
    fireEvent.click(within(field).getByRole('button', { name: 'Remove' }));
    expect(JSON.parse(screen.getByTestId('doc').textContent!).slides[0].media).toBe('/uploads/placeholder.jpg');
  });

  it('a library file already in the page is named by the library, its address kept as the title', async () => {
    const [photo] = sampleAssets;
    const { calls } = renderAdmin(<Hero initial={{ slides: [{ media: photo.url, alt: 'Kitchen' }], title: 'T' }} />, {
      api: { 'GET /api/admin/media/:id': (req: { path: string }) => sampleAssets.find((a) => req.path.endsWith(a.id)) },
    });
    const field = document.querySelector('.media-field') as HTMLElement;
    const input = within(field).getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Kitchen island walnut.jpg'));
    expect(input.title).toBe(photo.url);
    expect(input.readOnly).toBe(true);
    expect(calls.map((c) => c.path)).toEqual([apiRoutes.media[':id'].$path({ param: { id: photo.id } })]);
  });

  it('a library address the library no longer has stays shown as it is', async () => {
    const url = `/uploads/_assets/${'0'.repeat(32)}.jpg`;
    renderAdmin(<Hero initial={{ slides: [{ media: url, alt: 'Kitchen' }], title: 'T' }} />, {
      api: { 'GET /api/admin/media/:id': { status: 404, body: { error: 'There is no file' } } },
    });
    const input = within(document.querySelector('.media-field') as HTMLElement).getByRole(
      'textbox',
    ) as HTMLInputElement;
    await waitFor(() => expect(input.title).toBe(url));
    expect(input.value).toBe(url);
  });

  it('a library video shows its poster, not a grey box', () => {
    const url = sampleAssets[1].url;
    renderAdmin(<Hero initial={{ slides: [{ media: url, alt: 'Walk-through' }], title: 'T' }} />);
    const img = document.querySelector('.media-field__preview img');
    expect(img?.getAttribute('src')).toBe(
      url.replace('/uploads/_assets/', '/uploads/_posters/_assets/').replace('.mp4', '.jpg'),
    );
    expect(screen.getByRole('link', { name: 'Open current file' }).getAttribute('href')).toBe(url);
  });
});
