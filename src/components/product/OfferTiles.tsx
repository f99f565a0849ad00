import type { Offer } from '#lib/catalog-types';
import { formatINR, toPaise } from '#lib/money';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';

/** 'Special Offer' tiles: visible offers only; a scrolling row above 3. Choosing one sets the quantity. */
type Props = { offers: Offer[]; quantity: number; onChoose: (offer: Offer) => void };

export default function OfferTiles({ offers, quantity, onChoose }: Props) {
  const { t } = useWords<PickerKey>();
  const visible = offers.filter((o) => o.isVisible).sort((a, b) => a.quantity - b.quantity);
  if (visible.length === 0) return null;
  const scrolls = visible.length > 3;
  return (
    <section aria-labelledby="special-offer-heading">
      <h2 id="special-offer-heading" className="mb-2 text-sm font-semibold">
        {t('picker.specialOffer')}
      </h2>
      <ul className={scrolls ? 'flex snap-x gap-2 overflow-x-auto pb-2' : 'grid grid-cols-3 gap-2'}>
        {visible.map((offer) => (
          <li key={offer.quantity} className={scrolls ? 'w-32 shrink-0 snap-start' : ''}>
            <button
              type="button"
              data-early-tap={`offer-${offer.quantity}`}
              aria-pressed={quantity === offer.quantity}
              onClick={() => onChoose(offer)}
              className="tabular w-full rounded-[12px] border-2 border-transparent bg-marigold px-2 py-3 text-center text-sm font-semibold text-ink hover:border-ink/40 aria-pressed:border-plum aria-pressed:ring-2 aria-pressed:ring-plum"
            >
              {t('picker.offer', { count: offer.quantity, price: formatINR(toPaise(offer.offerPrice)) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
