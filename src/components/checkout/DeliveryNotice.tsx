import { formatDeliveryDate } from '#lib/delivery/working-days';
import type { DeliveryCheck } from './checkout-api';

/** Under the payment methods: when the parcel arrives for the chosen method, or that it cannot. */
export default function DeliveryNotice({ check, cod }: { check: DeliveryCheck | null; cod: boolean }) {
  if (!check) return null;
  if (!check.serviceable)
    return (
      <p role="alert" className="mt-3 text-sm font-medium text-error" data-testid="delivery-notice">
        We do not deliver to this PIN code yet
      </p>
    );
  const date = cod ? check.codDate : check.prepaidDate;
  return date ? (
    <p className="mt-3 text-sm font-medium text-success" data-testid="delivery-notice">
      Delivery by {formatDeliveryDate(date)}
    </p>
  ) : null;
}
