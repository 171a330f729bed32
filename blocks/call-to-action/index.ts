import { defineBlock } from '../../engine/block';
import { CallToAction } from './CallToAction';
import { schema } from './schema';

export const callToAction = defineBlock({ type: 'call-to-action', schema, component: CallToAction });
