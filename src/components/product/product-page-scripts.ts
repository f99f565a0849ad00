// The product page's behaviour, loaded as one module from the page (see layout/site-scripts.ts for why one).
import './product-gallery';
import './info-tabs';
import '../ui/view-content';
