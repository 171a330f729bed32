import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withAdminFrame } from '../../../tests/support/admin/story';
import { MediaPicker } from './MediaPicker';
import { libraryAnswer, sampleAssets } from './sample';

/** The picker every media field opens: the library with search, filters, paging and "Upload new". */
function PickerStory({ kinds }: { kinds?: ('image' | 'video' | 'pdf')[] }) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div>
      <button type="button" className="admin-btn admin-btn--secondary" onClick={() => setOpen(true)}>
        Choose from library
      </button>
      <p>{chosen ? `Chosen: ${chosen}` : 'Nothing chosen yet'}</p>
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        kinds={kinds}
        current={sampleAssets[0].url}
        onPick={(a) => setChosen(a.fileName)}
        title="Hero slide 1: picture or video"
      />
    </div>
  );
}

const meta = {
  title: 'Admin/Media picker',
  component: PickerStory,
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/pages/edit?path=/kitchen-fit-outs',
    mockApi: {
      'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
      'POST /api/admin/media': { status: 201, body: sampleAssets[2] },
    },
  },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any kind of file: the current one is marked. */
export const Default: Story = {};

/** A field that takes images only. */
export const ImagesOnly: Story = { render: () => <PickerStory kinds={['image']} /> };
