import type { z } from 'zod';
import type { schema } from '../../blocks/spec-table/schema';

/**
 * What a new spec table block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'material-thickness',
  eyebrow: 'Materials',
  heading: 'Material Thickness Capabilities',
  lead: 'The maximum plate thickness we cut in each material.',
  tables: [
    {
      caption: 'Maximum cutting thickness by material',
      columns: ['Material', 'Maximum thickness', 'Typical parts'],
      rows: [
        ['Stainless Steel', '25mm', 'Kitchen equipment, balustrades, signage'],
        ['Mild Steel', '30mm', 'Base plates, brackets, machine parts'],
        ['Aluminum Alloys', '20mm', 'Enclosures, panels, vehicle body parts'],
        ['Copper and Brass', '15mm', 'Busbars, decorative inlays, nameplates'],
      ],
    },
  ],
  note: 'Edge finish and cutting speed depend on thickness.',
} satisfies z.input<typeof schema>;
