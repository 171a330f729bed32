import { defineBlock } from '../../engine/block';
import { ProcessSteps } from './ProcessSteps';
import { hint, migrate, schema, version } from './schema';

/** Numbered process steps (interior design and laser cutting: 4; steel fabrication: 6). */
export const processSteps = defineBlock({
  type: 'process-steps',
  schema,
  hint,
  version,
  migrate,
  component: ProcessSteps,
});
