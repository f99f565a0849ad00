import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass } from './form-styles';

/** Ship through the live courier: it books the parcel and answers the courier, AWB, tracking link and label. */
export default function CourierShipForm({ orderId, courier }: { orderId: string; courier: string }) {
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/ship`, {}));
  return (
    <form onSubmit={submit} aria-labelledby="ship-heading" className="space-y-3 rounded-md border border-line p-3">
      <h3 id="ship-heading" className="font-semibold">
        Ship this order
      </h3>
      <p className="text-sm">{courier} books the parcel and assigns its AWB; the label then opens from the Shipment panel.</p>
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? `Booking with ${courier}…` : `Ship with ${courier}`}
      </button>
    </form>
  );
}
