import { defineBlock } from '../../engine/block';
import { CallToAction } from './CallToAction';
import { hint, migrate, schema, version } from './schema';

export const callToAction = defineBlock({
  type: 'call-to-action',
  schema,
  hint,
  version,
  migrate,
  component: CallToAction,
});
