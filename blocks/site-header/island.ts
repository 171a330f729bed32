export { SiteHeader as default } from './SiteHeader';
