import { defineBlock } from '../../../engine/block';
import { schema } from './schema';
import { TimeZoneSettings } from './TimeZoneSettings';

export const adminTimeZoneSettings = defineBlock({
  type: 'admin/time-zone-settings',
  schema,
  component: TimeZoneSettings,
});
