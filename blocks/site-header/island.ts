export { SiteHeader as default } from './SiteHeader';
export { propsFromHtml } from './menu-from-html';
