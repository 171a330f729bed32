import { defineBlock } from '../../engine/block';
import { ChatButton } from './ChatButton';
import { schema } from './schema';

export const chatButton = defineBlock({ type: 'chat-button', schema, component: ChatButton, interactive: true });
