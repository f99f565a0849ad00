import type { Locale } from '../locales';
import { layout } from './layout';
import { cart } from './cart';
import { checkout } from './checkout';
import { addressForm } from './address-form';
import { signin } from './signin';
import { orderStatus } from './order-status';
import { home } from './home';
import { listing } from './listing';
import { content } from './content';
import { product } from './product';
import { reviews } from './reviews';
import { account } from './account';
import { promises } from './promises';

/**
 * Every area's words, merged into one catalogue per language. Server code only: an island gets
 * the few texts it shows as props (lib/i18n/island-words.ts), so no bundle carries a language it
 * does not show. A new area is one file and one line here.
 */
const AREAS = [layout, cart, checkout, addressForm, signin, orderStatus, home, listing, content, product, reviews, account, promises] as const;

type English = (typeof AREAS)[number]['en'];
type KeysOf<T> = T extends unknown ? keyof T : never;
export type MessageKey = KeysOf<English>;
export type Catalogue = Record<MessageKey, string>;

const merge = (locale: Locale) => Object.assign({}, ...AREAS.map((a) => a[locale])) as Catalogue;

export const MESSAGES: Record<Locale, Catalogue> = { en: merge('en'), hi: merge('hi'), ta: merge('ta') };
