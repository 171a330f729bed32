import { defineBlock } from '../../engine/block';
import { CallToAction } from './CallToAction';
import { hint, schema } from './schema';

export const callToAction = defineBlock({ type: 'call-to-action', schema, hint, component: CallToAction });
