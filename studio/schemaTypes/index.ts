import { hero } from './objects/hero';
import { product } from './singletons/product';
import { siteSettings } from './singletons/site-settings';

export const singletonTypes = new Set<string>([siteSettings.name, product.name]);

export const schemaTypes = [siteSettings, product, hero];
