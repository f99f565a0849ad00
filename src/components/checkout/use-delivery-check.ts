import { isPincode } from '#lib/validation/pincode';
import { useEffect, useState } from 'react';
import { fetchDeliveryCheck, type DeliveryCheck } from './checkout-api';

/** The delivery window and COD verdict for the chosen address's PIN code and the cart's value. */
export function useDeliveryCheck(pincode: string | null, subtotalRupees: number): DeliveryCheck | null {
  const [check, setCheck] = useState<DeliveryCheck | null>(null);
  useEffect(() => {
    setCheck(null);
    if (!pincode || !isPincode(pincode)) return;
    let live = true;
    void fetchDeliveryCheck(pincode, subtotalRupees).then((r) => {
      if (live && r.status === 200 && r.data) setCheck(r.data);
    });
    return () => {
      live = false;
    };
  }, [pincode, subtotalRupees]);
  return check;
}
