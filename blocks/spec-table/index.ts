import { defineBlock } from '../../engine/block';
import { schema } from './schema';
import { SpecTable } from './SpecTable';

/** Captioned technical tables: laser thickness and machine specs, coating specs, steel grades. */
export const specTable = defineBlock({ type: 'spec-table', schema, component: SpecTable });
