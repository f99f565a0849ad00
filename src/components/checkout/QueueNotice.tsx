import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';
import type { Waiting } from './queued-checkout';

export const QUEUE_WHY_ID = 'checkout-queue-why';

/**
 * The shopper's place in the checkout queue and the estimated wait (issue 33 item 4). The live
 * region is always on the page, so a screen reader hears the place when it first appears and
 * each time it moves.
 */
export default function QueueNotice({ waiting }: { waiting: Waiting | null }) {
  const { t } = useWords<CheckoutKey>();
  return (
    <div role="status" aria-live="polite" data-testid="checkout-queue">
      {waiting && (
        <div className="mt-5 rounded-[12px] border border-plum/40 bg-plum/5 p-4 text-sm text-ink">
          <p className="font-semibold">{t('checkout.queueTitle')}</p>
          <p className="mt-1">{t('checkout.queuePlace', { position: waiting.position, seconds: waiting.estimateSeconds })}</p>
          <p id={QUEUE_WHY_ID} className="mt-1">
            {t('checkout.queueWhy')}
          </p>
        </div>
      )}
    </div>
  );
}
