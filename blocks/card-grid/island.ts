export { CardGrid as default } from './CardGrid';
