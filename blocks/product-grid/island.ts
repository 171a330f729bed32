export { ProductGrid as default } from './ProductGrid';
