// Every shopper page's own behaviour, loaded as one module from Base.astro: one request instead of
// one per header and footer component, so the first paint on a slow phone waits on fewer fetches.
import { initPixel } from '../../client/pixel';
import './navbar-menus';
import '../account/account-button';
import '../cart/cart-badge';
import './footer-account-link';
import './language-links';
import './page-overlay';

initPixel();
