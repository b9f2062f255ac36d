// The bar and the footer every page shares; the members' layout uses them too.
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
