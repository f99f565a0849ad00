import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';

/** Full-screen cover while the order is created, so nothing can be clicked twice. */
export default function PlacingOverlay() {
  const { t } = useWords<CheckoutKey>();
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="placing-order-text" className="fixed inset-0 z-[60] flex items-center justify-center bg-black/60">
      <div className="flex flex-col items-center gap-4 rounded-[12px] bg-white px-8 py-6 shadow-xl">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-plum/20 border-t-plum motion-reduce:animate-none" />
        <p id="placing-order-text" className="text-lg font-semibold">
          {t('checkout.placing')}
        </p>
      </div>
    </div>
  );
}
