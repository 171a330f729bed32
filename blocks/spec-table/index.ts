import { defineBlock } from '../../engine/block';
import { hint, schema } from './schema';
import { SpecTable } from './SpecTable';

/** Captioned technical tables: laser thickness and machine specs, coating specs, steel grades. */
export const specTable = defineBlock({ type: 'spec-table', schema, hint, component: SpecTable });
