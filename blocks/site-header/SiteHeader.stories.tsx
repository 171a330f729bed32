import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { shell } from '../../site-config/shell';
import { siteHeader } from './index';

const header = shell.header.find((b) => b.type === 'site-header');
if (header?.type !== 'site-header') throw new Error('site-config/shell.ts has no site-header');

/** The fixed navigation bar, with the site's real menu. Hover or tab into the dropdowns. */
const meta = {
  title: 'Shell/Site header',
  component: blockComponent(siteHeader),
  render: renderBlock(siteHeader),
  args: header.props,
  parameters: { site: { path: '/' } },
} satisfies Meta<BlockArgs<typeof siteHeader>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = {
  // A dropdown opens on a click and shuts on Escape, focus back on its button.
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const [toggle] = nav.getAllByRole('button', { expanded: false });
    await userEvent.click(toggle!);
    expect(toggle!.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(toggle!.getAttribute('aria-expanded')).toBe('false');
  },
};

/** A prefab leaf page: 'Prefab Units' is highlighted. */
export const ActivePrefabPage: Story = {
  parameters: { site: { path: '/services/containers/public/classrooms' } },
};

/** The same page under the /services/prefab-units alias highlights the same item. */
export const ActiveViaAlias: Story = {
  parameters: { site: { path: '/services/prefab-units/public/classrooms' } },
};

/** Phone width: the toggle menu (open it with the button). */
export const Mobile: Story = {
  parameters: { site: { path: '/services/furniture/bars' }, viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

/** A short menu without dropdowns. */
export const FlatMenu: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Gallery', href: '/gallery' },
    ],
    aliasPrefixes: [],
  },
  parameters: { site: { path: '/gallery' } },
};
