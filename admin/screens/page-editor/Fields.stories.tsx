import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { withAdminPlain } from '../../../tests/support/admin/story';
import { starters } from '../../../site-config/starters';
import { editorRegistry } from './editor-registry';
import { FieldsPreview } from './fields/FieldsPreview';

const schemaOf = (type: string) => editorRegistry.get(type)!.schema;
const routes = ['/', '/contact', '/gallery', '/services/containers', '/services/interiors'];

/**
 * The page editor's field components, generated from zod schemas (rjsf over
 * z.toJSONSchema): text and long text, a select per enum, lists with add,
 * remove and reorder, a media field with the library picker, and a link with a route
 * list. Each shows the schema's message at the field as you type.
 */
const meta = {
  title: 'Admin/Page editor/Fields',
  decorators: [withAdminPlain],
  parameters: { route: '/admin/pages/edit' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Text, long text and selects (an enum, and a union of literals shown as one). */
export const TextAndSelect: Story = {
  render: () => (
    <FieldsPreview
      schema={z.strictObject({
        heading: z.string().min(1),
        text: z.string().optional(),
        tone: z.enum(['accent', 'dark', 'light']).default('dark'),
        headingLevel: z.union([z.literal(1), z.literal(2)]).default(2),
      })}
      initial={{
        heading: 'Ready to start your project?',
        text: 'Tell us what you need and get a free quote within one working day.',
      }}
    />
  ),
};

/** A list of groups: add, remove and move items; each item is titled by the list's name. */
export const List: Story = {
  render: () => (
    <FieldsPreview schema={schemaOf('call-to-action')} initial={starters['call-to-action']} routes={routes} />
  ),
};

/** Media fields: the current file (or the placeholder while the field is empty) and Choose from library. */
export const Media: Story = {
  render: () => <FieldsPreview schema={schemaOf('media-showcase')} initial={starters['media-showcase']} />,
};

/** A link: pick one of the site's pages or type a URL; what the site refuses is said at the field. */
export const LinkWithError: Story = {
  render: () => (
    <FieldsPreview
      schema={schemaOf('back-link')}
      initial={{ label: 'Back to services', href: 'javascript:alert(1)' }}
      routes={routes}
    />
  ),
};

/** Numbers and yes/no, with a number out of range. */
export const NumberAndYesNo: Story = {
  render: () => (
    <FieldsPreview
      schema={z.strictObject({
        intervalMs: z.number().int().min(1000).max(20000),
        progressBar: z.boolean().default(true),
      })}
      initial={{ intervalMs: 500 }}
    />
  ),
};
