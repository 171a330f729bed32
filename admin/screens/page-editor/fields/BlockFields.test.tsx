import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registry } from '../../../../blocks/index';
import { starters } from '../../../../site-config/starters';
import { BlockFields } from './BlockFields';
import { renderAdmin } from '../../../../tests/support/admin/test-utils';
import { formSchemaFor, humanize, isAdvancedField } from './form-schema';
import { draftIssues, errorSchemaAt, fieldDomId } from './issues';
import type { SlotState } from './BlockFields';
import { slotTarget } from './MediaWidget';

const cta = registry.get('call-to-action')!.schema;

/** The form as the editor drives it: value in state, errors from the same schema on every change. */
function Harness({
  schema,
  initial,
  onValue,
}: {
  schema: z.ZodType;
  initial: unknown;
  onValue?: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  const issues = draftIssues(schema, value);
  return (
    <BlockFields
      schema={schema}
      value={value}
      formId="blk"
      label="Block fields"
      routes={['/contact', '/gallery']}
      errors={errorSchemaAt(issues, [])}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('fields generated from a block schema', () => {
  it('maps each zod type to its control: text, long text, select for enums and literal unions, lists, links', () => {
    const { schema, uiSchema } = formSchemaFor(cta);
    expect(schema.properties?.headingLevel).toMatchObject({ enum: [1, 2], type: 'number' });
    // The band's text is rich text since its version 2; a prose name that is still a string gets a text area.
    expect(uiSchema.text).toEqual({ 'ui:field': 'richText', 'ui:options': { label: false } });
    expect(formSchemaFor(z.strictObject({ note: z.string() })).uiSchema.note).toEqual({ 'ui:widget': 'textarea' });
    expect(JSON.stringify(schema)).toContain('"format":"site-link"');
    expect(JSON.stringify(formSchemaFor(registry.get('hero-carousel')!.schema).schema)).toContain(
      '"format":"media-slot"',
    );

    render(<Harness schema={cta} initial={{ heading: 'Ready?', buttons: [{ label: 'Quote', href: '/contact' }] }} />);
    expect(screen.getByLabelText(/^Heading\*?$/)).toHaveProperty('value', 'Ready?');
    expect(screen.getByLabelText(/^Tone/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/^Heading level/).tagName).toBe('SELECT');
    const link = screen.getByLabelText(/^Link/) as HTMLInputElement;
    expect(link.id).toBe(fieldDomId('blk', ['buttons', 0, 'href']));
    expect(link.list?.querySelectorAll('option')).toHaveLength(2);
  });

  it('shows the schema message at the field as you type, tied to the control', () => {
    const seen = vi.fn();
    render(
      <Harness
        schema={cta}
        initial={{ heading: 'Ready?', buttons: [{ label: 'Quote', href: '/contact' }] }}
        onValue={seen}
      />,
    );
    const link = screen.getByLabelText(/^Link/);
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({ buttons: [expect.objectContaining({ href: 'javascript:alert(1)' })] }),
    );
    const error = document.getElementById(
      link
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('__error'))!,
    );
    expect(error?.textContent).toMatch(/must be a site path/);
    fireEvent.change(link, { target: { value: '/gallery' } });
    expect(screen.queryByText(/must be a site path/)).toBeNull();
  });

  it('adds, reorders and removes list items, and edits nested objects', () => {
    const seen = vi.fn();
    render(<Harness schema={cta} initial={{ heading: 'H', buttons: [{ label: 'One', href: '/a' }] }} onValue={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '+ Add item' }));
    const labels = () => screen.getAllByLabelText(/^Label/) as HTMLInputElement[];
    expect(labels()).toHaveLength(2);
    fireEvent.change(labels()[1]!, { target: { value: 'Two' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move item up' })[1]!);
    expect(labels().map((l) => l.value)).toEqual(['Two', 'One']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(labels().map((l) => l.value)).toEqual(['One']);
    expect(seen.mock.lastCall?.[0]).toMatchObject({ buttons: [{ label: 'One', href: '/a' }] });
  });

  it('labels keys in words staff read', () => {
    expect(humanize('headingLevel')).toBe('Heading level');
    expect(humanize('videoIntervalMs')).toBe('Video interval (milliseconds)');
    expect(humanize('href')).toBe('Link');
  });

  it('numbers and yes/no fields', () => {
    const schema = z.strictObject({
      count: z.number().int().min(1),
      open: z.boolean().default(false),
      items: z.array(z.string().min(1)),
    });
    const seen = vi.fn();
    render(<Harness schema={schema} initial={{ count: 3, items: ['a'] }} onValue={seen} />);
    const count = screen.getByLabelText(/^Count/) as HTMLInputElement;
    expect(count.type).toBe('number');
    fireEvent.change(count, { target: { value: '0' } });
    expect(screen.getByText('Must be at least 1.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Open/));
    expect(seen.mock.lastCall?.[0]).toMatchObject({ count: 0, open: true });
    expect(within(document.body).getAllByRole('textbox')).toHaveLength(1);
    // A list of plain values names each one too: "Item 1", not rjsf's "Items-1".
    expect(screen.getByLabelText(/^Item 1/)).toBeTruthy();
  });
});

describe('the media field', () => {
  it('shows the slot’s current file and offers the media library (an upload here never goes live by itself)', () => {
    renderAdmin(
      <Harness
        schema={registry.get('media-showcase')!.schema}
        initial={{
          heading: 'Work',
          images: [{ media: '/uploads/services/engineering/showcase-1.jpg', alt: 'Facade screen' }],
        }}
      />,
    );
    const slot = screen
      .getAllByRole('textbox')
      .find((i) => (i as HTMLInputElement).value === '/uploads/services/engineering/showcase-1.jpg');
    expect(slot).toBeTruthy();
    expect(document.querySelector('.media-field__preview img')?.getAttribute('src')).toBe(
      '/uploads/services/engineering/showcase-1.jpg',
    );
    expect(screen.getAllByRole('button', { name: 'Choose from library' }).length).toBeGreaterThan(0);
    // No upload straight into a slot from the editor: that would change every live page showing it.
    expect(document.querySelector('.media-field input[type=file]')).toBeNull();
    expect(slotTarget('/uploads/Gallery/product-images/prefab-units/gallery-7.jpg')).toEqual({
      folder: 'Gallery/product-images/prefab-units',
      fileName: 'gallery-7.jpg',
    });
  });

  it('offers "Open current file" for a video only once the slot is known to hold one', () => {
    const hero = registry.get('hero-carousel')!.schema;
    const value = {
      slides: [{ media: '/uploads/interiors/main/hero/interiors-main-hero-video-1.mp4', alt: 'Walk-through' }],
      title: 'Interiors',
    };
    const show = (slot: (s: string) => SlotState | undefined) =>
      renderAdmin(
        <BlockFields schema={hero} value={value} formId="blk" label="Hero" slot={slot} onChange={() => {}} />,
      );
    const asking = show(() => undefined); // the upload manager's list has not answered yet
    expect(screen.queryByText('Open current file')).toBeNull();
    asking.unmount();
    const empty = show(() => ({ kind: 'empty' }));
    expect(screen.queryByText('Open current file')).toBeNull();
    expect(screen.getByText('No file yet')).toBeTruthy();
    empty.unmount();
    show(() => ({ kind: 'stored', url: '/uploads/interiors/main/hero/interiors-main-hero-video-1.mp4?v=2' }));
    expect(screen.getByText('Open current file').getAttribute('href')).toBe(
      '/uploads/interiors/main/hero/interiors-main-hero-video-1.mp4?v=2',
    );
  });

  describe('developer settings behind “Advanced”', () => {
    const hero = registry.get('hero-carousel')!.schema;
    const heroProps = starters['hero-carousel'] as Record<string, unknown>;

    it('folds intervals and anchor ids away under Advanced, after the common fields', () => {
      render(<Harness schema={hero} initial={heroProps} />);
      const advanced = document.querySelector('details.page-fields__advanced') as HTMLDetailsElement;
      expect(advanced).toBeTruthy();
      expect(advanced.open).toBe(false);
      expect(advanced.querySelector('summary')?.textContent).toMatch(/^Advanced/);
      const interval = screen.getByLabelText(/^Interval \(milliseconds\)/);
      expect(advanced.contains(interval)).toBe(true);
      // What staff change every day stays outside, and comes first.
      const slides = document.getElementById('blk_slides')!;
      expect(advanced.contains(slides)).toBe(false);
      expect(slides.compareDocumentPosition(advanced) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('opens by itself when one of its fields has a problem', () => {
      render(<Harness schema={hero} initial={{ ...heroProps, intervalMs: 5 }} />);
      const advanced = document.querySelector('details.page-fields__advanced') as HTMLDetailsElement;
      expect(advanced.open).toBe(true);
    });

    it('decides by field name in one place: ids, milliseconds and query names', () => {
      expect(isAdvancedField('id')).toBe(true);
      expect(isAdvancedField('videoIntervalMs')).toBe(true);
      expect(isAdvancedField('queryParam')).toBe(true);
      expect(isAdvancedField('heading')).toBe(false);
      expect(isAdvancedField('items')).toBe(false);
    });
  });
});
