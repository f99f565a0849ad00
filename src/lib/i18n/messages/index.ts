import type { Locale } from '../locales';
import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';
import { ta } from './ta';

export type { Catalogue, MessageKey };

/** Every language's catalogue; server code only: an island gets the few texts it shows as props. */
export const MESSAGES: Record<Locale, Catalogue> = { en, hi, ta };
