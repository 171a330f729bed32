export { ChatButton as default } from './ChatButton';
