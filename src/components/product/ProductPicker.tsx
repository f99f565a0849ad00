import { useEffect, useRef, useState } from 'react';
import { toast } from '../../stores/toast';
import { removeBulkItem, resizeBulk, type BulkItem } from '#lib/bulk-selection';
import { clampLineQuantity } from '#lib/line-quantity';
import { lineFromProduct, offersInPaise } from '#lib/cart-lines';
import type { Offer, ProductDetail, ColorVariant } from '#lib/catalog-types';
import { formatINR, toPaise } from '#lib/money';
import { effectiveOffers, priceForQuantity } from '#lib/pricing';
import { struckMrpPaise } from '#lib/mrp';
import { colourChosen } from '#lib/colour-event';
import { trackAddToCart } from '../../client/pixel';
import { CART_TOAST_MS } from '#lib/ui-timings';
import QuantityStepper from '../ui/QuantityStepper';
import BulkSelectionDialog from './BulkSelectionDialog';
import ColorSwatches from './ColorSwatches';
import OfferTiles from './OfferTiles';
import SizeChartDialog from './SizeChartDialog';
import SizeOptions from './SizeOptions';
import VideoDialog from './VideoDialog';
import { isSoldOut, type ShelfLeft } from '#lib/stock-display';
import type { FitAdvice, FitRow } from '#lib/review-fit';
import type { Locale } from '#lib/i18n/locales';
import type { PickerKey } from '#lib/i18n/messages/product';
import { IslandWords, useWords } from '../ui/island-words';

// The validated cart store (and zod) load with the first add, not with the product page.
const loadCartStore = () => import('../../stores/cart');

/**
 * The product page's buying controls (spec sections 2 and 4). Its first render depends only on
 * the product, so the server HTML and the hydrated island are identical.
 */
/** The first size of a colour that can still be bought, else its first. */
function firstInStock(color: ColorVariant | undefined, left: Record<string, ShelfLeft>): number {
  const i = color?.sizes.findIndex((s) => !isSoldOut(left[s._id])) ?? -1;
  return Math.max(0, i);
}

/**
 * `stock` is what the server read as it rendered; the page may come from a CDN a minute old, so
 * the island asks again as it wakes (a restock shows at once).
 */
/** `fit`: the buyers' fit answers (issue 30): the advice beside the sizes and the size chart's table. */
export type PickerFit = { advice: PickerAdvice | null; bySize: FitRow[] };
/** The advice as figures only: the island words it in the page's language. */
export type PickerAdvice = Pick<FitAdvice, 'fit' | 'count' | 'total'>;

type Props = { product: ProductDetail; stock: Record<string, ShelfLeft>; fit?: PickerFit };

/** `words`: the picker's texts in the page's language (PICKER_KEYS), handed by the product page. */
export default function ProductPicker({ words, locale, ...props }: Props & { words: Record<PickerKey, string>; locale?: Locale | undefined }) {
  return (
    <IslandWords words={words} locale={locale}>
      <Picker {...props} />
    </IslandWords>
  );
}

function Picker({ product, stock, fit }: Props) {
  const { t, href } = useWords<PickerKey>();
  const [left, setLeft] = useState(stock);
  const [colorIndex, setColorIndex] = useState(0);
  const [sizeIndex, setSizeIndex] = useState(() => firstInStock(product.colorVariants[0], stock));

  useEffect(() => {
    let live = true;
    fetch(`/api/web/product/stock/${product._id}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: { sizes?: Record<string, ShelfLeft> } } | null) => {
        const sizes = body?.data?.sizes;
        // A size that sold out meanwhile stays chosen but shows 'Sold out' and cannot be added.
        if (live && sizes) setLeft(sizes);
      })
      // Offline or failing: the server's reading stands, and the checkout checks again anyway.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [product]);
  const [quantity, setQuantity] = useState(1);
  const [bulk, setBulk] = useState<BulkItem[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const color = product.colorVariants[colorIndex];
  const size = color?.sizes[sizeIndex];
  const sizeSoldOut = !!size && isSoldOut(left[size._id]);
  const colourSoldOut = (colorId: string) => {
    const c = product.colorVariants.find((v) => v._id === colorId);
    return !!c && c.sizes.length > 0 && c.sizes.every((s) => isSoldOut(left[s._id]));
  };
  const offers: Offer[] = [...effectiveOffers(size?.offers ?? [], product.defaultOffers)];
  const totalPaise = size ? priceForQuantity(toPaise(size.price), offersInPaise(offers), quantity) : null;
  // The size's MRP, per piece as the law writes it, and only when it is above its price.
  const mrpPaise = size ? struckMrpPaise(toPaise(size.price), toPaise(size.strikedPrice)) : null;

  function changeQuantity(next: number) {
    const q = clampLineQuantity(next);
    setQuantity(q);
    setBulk((items) => resizeBulk(items, q));
  }

  function chooseColor(index: number) {
    setColorIndex(index);
    setSizeIndex(firstInStock(product.colorVariants[index], left));
    const chosen = product.colorVariants[index];
    if (chosen) document.dispatchEvent(colourChosen(chosen._id));
  }

  function removeFromBulk(index: number) {
    const next = removeBulkItem(bulk, index);
    if (next.length <= 1) {
      setBulk([]);
      setQuantity(1);
      setBulkOpen(false);
    } else {
      setBulk(next);
      setQuantity(next.length);
    }
  }

  function announce(count: number, detail: string) {
    toast.success(t('picker.added'), {
      description: `${product.name}${detail} × ${count}`,
      duration: CART_TOAST_MS,
      action: { label: t('picker.viewCart'), onClick: () => window.location.assign(href('/cart')) },
    });
  }

  async function addSingle(mode: 'cart' | 'buy') {
    if (!color || !size || sizeSoldOut) return;
    const line = lineFromProduct(product, color, size, quantity);
    const { addToCart } = await loadCartStore();
    addToCart(line);
    trackAddToCart(line);
    if (mode === 'buy') window.location.assign(href('/cart'));
    else announce(quantity, ` (${color.name}, ${size.name})`);
  }

  async function addBulk(mode: 'cart' | 'buy') {
    const { addToCart } = await loadCartStore();
    for (const item of bulk) {
      const c = product.colorVariants.find((v) => v._id === item.colorId);
      const s = c?.sizes.find((v) => v._id === item.sizeId);
      if (c && s) {
        const line = lineFromProduct(product, c, s, 1);
        addToCart(line);
        trackAddToCart(line);
      }
    }
    setBulkOpen(false);
    if (mode === 'buy') window.location.assign(href('/cart'));
    else announce(bulk.length, '');
  }

  const chosen = bulk.length - bulk.filter((b) => !b.colorId || !b.sizeId).length;
  const video = product.youTube?.url ? product.youTube : null;

  return (
    <div className="flex flex-col gap-5">
      <div role="group" aria-label={t('picker.priceGroup')} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm font-semibold">{t('picker.total')}</span>
        <span data-testid="picker-price" className="tabular text-2xl font-semibold text-ink">
          {totalPaise === null ? t('picker.na') : formatINR(totalPaise)}
        </span>
        <span className="text-sm text-muted">{quantity === 1 ? t('picker.forOne') : t('picker.forMany', { count: quantity })}</span>
        {mrpPaise !== null && (
          <span data-testid="picker-mrp" className="basis-full tabular text-sm text-muted">
            {t('picker.mrp')} <s>{formatINR(mrpPaise)}</s> {t('picker.inclTaxes')}
          </span>
        )}
      </div>

      {product.colorVariants.length > 0 && (
        <ColorSwatches colors={product.colorVariants} selected={colorIndex} onSelect={chooseColor} soldOut={colourSoldOut} />
      )}

      {color && color.sizes.length > 0 && (
        <SizeOptions
          sizes={color.sizes}
          selected={sizeIndex}
          onSelect={setSizeIndex}
          left={left}
          advice={fit?.advice ?? null}
          chart={
            product.sizeChart || (fit?.bySize.length ?? 0) > 0 ? (
              <SizeChartDialog image={product.sizeChart} productName={product.name} fitRows={fit?.bySize ?? []} />
            ) : null
          }
        />
      )}

      <OfferTiles offers={offers} quantity={quantity} onChoose={(offer) => changeQuantity(offer.quantity)} />

      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold">
          {t('picker.quantity')}
        </span>
        <QuantityStepper value={quantity} onChange={changeQuantity} label={t('picker.quantity')} decreaseLabel={t('picker.decrease')} increaseLabel={t('picker.increase')} />
      </div>

      {quantity === 1 ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            ref={addButton}
            type="button"
            disabled={!size || sizeSoldOut}
            onClick={() => addSingle('cart')}
            className="h-12 w-full rounded-full sm:flex-1 bg-plum px-6 font-semibold text-white hover:bg-plum-dark disabled:opacity-50"
          >
            {t('picker.addToCart')}
          </button>
          <button
            type="button"
            disabled={!size || sizeSoldOut}
            onClick={() => addSingle('buy')}
            className="h-12 w-full rounded-full sm:flex-1 bg-marigold px-6 font-semibold text-ink hover:brightness-95 disabled:opacity-50"
          >
            {t('picker.buyNow')}
          </button>
        </div>
      ) : (
        <section aria-labelledby="bulk-heading" className="rounded-[12px] border border-line bg-white p-4">
          <h2 id="bulk-heading" className="text-base font-semibold">
            {t('picker.bulkHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('picker.bulkText', { count: quantity, chosen })}
          </p>
          <button
            type="button"
            onClick={() => setBulkOpen(true)}
            className="mt-3 h-12 w-full rounded-full bg-plum px-6 font-semibold text-white hover:bg-plum-dark"
          >
            {t('picker.selectSizeColor')}
          </button>
        </section>
      )}

      {video && <VideoDialog url={video.url} thumbnail={video.thumbnailImg} productName={product.name} />}

      <BulkSelectionDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        colors={product.colorVariants}
        items={bulk}
        fill={color && size ? { colorId: color._id, sizeId: size._id, label: `${color.name}, ${size.name}` } : null}
        onChange={setBulk}
        onRemove={removeFromBulk}
        onAdd={addBulk}
        fallbackFocus={() => addButton.current}
      />
    </div>
  );
}
