import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { specTable } from './index';
import { starter } from '../../site-config/starters/spec-table';

/** Captioned technical tables (laser thickness and specs, coating specs, steel grades). */
const meta = {
  title: 'Blocks/Spec table',
  component: blockComponent(specTable),
  render: renderBlock(specTable),
  args: starter,
} satisfies Meta<BlockArgs<typeof specTable>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MaterialThickness: Story = {};

export const TechnicalSpecs: Story = {
  args: {
    id: 'technical-specs',
    heading: 'Technical Specifications',
    lead: undefined,
    note: undefined,
    tone: 'alt',
    tables: [
      {
        caption: 'Fibre laser cutting machine',
        columns: ['Specification', 'Value'],
        rows: [
          ['Laser power', '12kW'],
          ['Positioning accuracy', '±0.05mm'],
          ['Cutting area', '3000mm x 1500mm'],
          ['Cutting speed', 'Up to 100m/min'],
          ['Beam quality', 'M² below 1.05'],
          ['File formats', 'DXF, DWG, AI'],
        ],
      },
    ],
  },
};

export const TwoTablesSideBySide: Story = {
  args: {
    id: 'steel-grades',
    heading: 'Steel Grades We Work With',
    lead: undefined,
    note: 'Yield strengths are nominal values for sections up to 16mm thick.',
    tables: [
      {
        caption: 'Structural steel grades',
        columns: ['Grade', 'Minimum yield strength'],
        rows: [
          ['S275', '275 MPa'],
          ['S355', '355 MPa'],
          ['S420', '420 MPa'],
          ['S460', '460 MPa'],
        ],
      },
      {
        caption: 'Stainless steel grades',
        columns: ['Grade', 'Character'],
        rows: [
          ['304', 'General-purpose austenitic'],
          ['316', 'Molybdenum alloyed, marine grade'],
          ['321', 'Titanium stabilised, heat resistant'],
          ['430', 'Ferritic, magnetic, economical'],
        ],
      },
    ],
  },
};
