import { defineBlock } from '../../engine/block';
import { hint, migrate, schema, version } from './schema';
import { SpecTable } from './SpecTable';

/** Captioned technical tables: laser thickness and machine specs, coating specs, steel grades. */
export const specTable = defineBlock({ type: 'spec-table', schema, hint, version, migrate, component: SpecTable });
