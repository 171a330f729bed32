import { defineBlock } from '../../engine/block';
import { ProcessSteps } from './ProcessSteps';
import { hint, schema } from './schema';

/** Numbered process steps (interior design and laser cutting: 4; steel fabrication: 6). */
export const processSteps = defineBlock({ type: 'process-steps', schema, hint, component: ProcessSteps });
