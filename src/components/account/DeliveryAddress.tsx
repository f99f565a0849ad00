import type { Order } from '#lib/order-types';
import { useAccountWords } from './use-account-words';

/** The address an order goes to, as it was when the order was placed. */
export default function DeliveryAddress({ address: a }: { address: Order['address'] }) {
  const { t } = useAccountWords();
  return (
    <address className="text-sm not-italic">
      <span className="font-semibold">{a.contactPerson}</span>
      <br />
      {a.doorNo}, {a.address}
      {a.landmark ? `, ${a.landmark}` : ''}
      <br />
      {a.city}, {a.district}, {a.state} {a.pincode}
      <br />
      {a.country}
      {a.mobile ? (
        <>
          <br />
          {t('account.mobile', { mobile: a.mobile })}
        </>
      ) : null}
    </address>
  );
}
