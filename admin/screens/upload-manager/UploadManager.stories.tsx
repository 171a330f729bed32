import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import type { TargetsView } from '../../../contracts/media';
import { AdminProviders } from '../../ui/providers';
import { adminBlock } from '../index';
import { sampleAssets } from '../media-library/sample';

const adminUploadManager = adminBlock('admin/upload-manager');

const images = (category: string, stored: number) =>
  Array.from({ length: 100 }, (_, i) => ({
    fileName: `gallery-product-images-${category}-image-${i + 1}.jpg`,
    kind: 'image' as const,
    exists: i < stored,
    url: i < stored ? '/uploads/placeholder.jpg' : undefined,
    thumb: i < stored ? (i === 0 ? sampleAssets[0].thumb : '/uploads/placeholder.jpg') : undefined,
    ...(i === 0 && stored > 0 ? { fileId: sampleAssets[0].id } : {}),
    alt: null,
    productName: null,
    hidden: i === 2,
    defaultAlt: `Gallery ${category} image ${i + 1}`,
  }));

/** A slice of the real tree: the home hero, a gallery category with a few stored images, a catalog. */
const targets: TargetsView = {
  total: 1816,
  stored: 5,
  groups: [
    {
      id: '/#home/hero/prefab-units',
      label: 'Home › Hero › prefab-units',
      page: '/',
      pageLabel: 'Home',
      folder: 'home/hero/prefab-units',
      targets: [1, 2].map((n) => ({
        fileName: `home-hero-prefab-units-video-${n}.mp4`,
        kind: 'video' as const,
        exists: n === 1,
        url: n === 1 ? '/uploads/x.mp4' : undefined,
        alt: null,
        productName: null,
        hidden: false,
        defaultAlt: 'A prefab container office being installed on site',
      })),
    },
    {
      id: '/gallery#pi-prefab',
      label: 'Gallery › Product images › prefab-units',
      page: '/gallery',
      pageLabel: 'Gallery',
      folder: 'Gallery/product-images/prefab-units',
      targets: images('prefab-units', 4),
    },
    {
      id: '/gallery#pi-interior',
      label: 'Gallery › Product images › interior-designs',
      page: '/gallery',
      pageLabel: 'Gallery',
      folder: 'Gallery/product-images/interior-designs',
      targets: images('interior-designs', 0),
    },
    {
      id: '/gallery#pdf',
      label: 'Gallery › PDF catalogs › prefab-units',
      page: '/gallery',
      pageLabel: 'Gallery',
      folder: 'Gallery/pdf-catalogs/prefab-units',
      targets: [
        {
          fileName: 'gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
          kind: 'pdf',
          exists: false,
          alt: null,
          productName: null,
          hidden: false,
        },
      ],
    },
  ],
};

/** /admin/upload-manager: the target tree (collapsed sections), per-file pickers, section uploads and the log. */
const meta = {
  title: 'Admin/Upload manager',
  component: blockComponent(adminUploadManager),
  render: renderBlock(adminUploadManager),
  decorators: [
    (Story) => (
      <AdminProviders>
        {
          <main className="admin-main">
            <Story />
          </main>
        }
      </AdminProviders>
    ),
  ],
  args: {},
  parameters: {
    route: '/admin/upload-manager',
    mockApi: {
      'GET /api/admin/media/targets': targets,
      'PATCH /api/admin/media/records': { status: 'success', message: 'Saved' },
      'GET /api/admin/media/:id': { ...sampleAssets[0], usedBy: [{ path: '/gallery', state: 'published' }] },
    },
  },
} satisfies Meta<BlockArgs<typeof adminUploadManager>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an admin first sees it: every section collapsed, the total on top. */
export const Default: Story = {};

/** A stored slot's Details: its own alt text, name and visibility, and under them its library file as the library draws it. */
export const SlotDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Gallery \(/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /Product images › prefab-units \(/ }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Details of gallery-product-images-prefab-units-image-1.jpg' }),
    );
    const file = await canvas.findByRole('region', {
      name: 'The library file gallery-product-images-prefab-units-image-1.jpg shows',
    });
    expect(await within(file).findByText(sampleAssets[0].fileName, { selector: 'strong' })).toBeTruthy();
    expect(within(file).getByRole('button', { name: /^Crop and rotate/ })).toBeTruthy();
  },
};

/** The targets answer has not come yet. */
export const Loading: Story = {
  parameters: { mockApi: { 'GET /api/admin/media/targets': { status: 200, body: targets, delayMs: -1 } } },
};

/** The targets could not be loaded. */
export const LoadError: Story = {
  parameters: {
    allowConsoleErrors: true,
    mockApi: {
      'GET /api/admin/media/targets': {
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again.' },
      },
    },
  },
};

/** Videos as the pipeline reports them: one web-ready with its poster, one still being transcoded (open Home › Hero). */
const withVideos = (
  pipeline: TargetsView['videoPipeline'],
  states: [
    NonNullable<TargetsView['groups'][0]['targets'][0]['video']>,
    NonNullable<TargetsView['groups'][0]['targets'][0]['video']>,
  ],
): TargetsView => ({
  ...targets,
  videoPipeline: pipeline,
  groups: targets.groups.map((g, i) =>
    i === 0
      ? {
          ...g,
          targets: g.targets.map((t, j) => ({
            ...t,
            exists: true,
            url: '/uploads/x.mp4',
            thumb: j === 0 ? '/uploads/placeholder.jpg' : undefined,
            video: states[j],
          })),
        }
      : g,
  ),
});

export const VideoStates: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/media/targets': withVideos({ enabled: true, missing: [] }, [
        { state: 'ready', reason: null },
        { state: 'failed', reason: 'The file is not a video that can be played: moov atom not found.' },
      ]),
    },
  },
};

/** A server without ffmpeg: videos are stored as uploaded, and the manager says what is missing. */
export const WithoutFfmpeg: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/media/targets': withVideos(
        { enabled: false, missing: ["ffmpeg (install the operating system's ffmpeg package, or set FFMPEG_PATH)"] },
        [
          { state: 'queued', reason: null },
          { state: 'queued', reason: null },
        ],
      ),
    },
  },
};
