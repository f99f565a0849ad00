import { formatDeliveryDate } from '#lib/delivery/working-days';
import type { DeliveryCheck } from './checkout-api';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';
import { LOCALE_INFO } from '#lib/i18n/locales';


/** Under the payment methods: when the parcel arrives for the chosen method, or that it cannot. */
export default function DeliveryNotice({ check, cod }: { check: DeliveryCheck | null; cod: boolean }) {
  const { t, locale } = useWords<CheckoutKey>();
  if (!check) return null;
  if (!check.serviceable)
    return (
      <p role="alert" className="mt-3 text-sm font-medium text-error" data-testid="delivery-notice">
        {t('checkout.noDelivery')}
      </p>
    );
  const date = cod ? check.codDate : check.prepaidDate;
  return date ? (
    <p className="mt-3 text-sm font-medium text-success" data-testid="delivery-notice">
      {t('checkout.deliveryBy', { date: formatDeliveryDate(date, LOCALE_INFO[locale].htmlLang) })}
    </p>
  ) : null;
}
