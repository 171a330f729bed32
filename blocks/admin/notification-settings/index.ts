import { defineBlock } from '../../../engine/block';
import { NotificationSettings } from './NotificationSettings';
import { schema } from './schema';

export const adminNotificationSettings = defineBlock({
  type: 'admin/notification-settings',
  schema,
  component: NotificationSettings,
});
