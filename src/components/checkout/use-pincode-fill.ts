import { isPincode } from '#lib/validation/pincode';
import { useEffect, useState } from 'react';
import { fetchPincode, type PinPlace } from './checkout-api';

/**
 * Looks up an Indian PIN code once it has 6 digits and hands city, district and state to the
 * form, which keeps them editable. Returns the message to show under the PIN field, if any.
 */
export function usePincodeFill(pincode: string, country: string, fill: (place: PinPlace) => void): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setMessage(null);
    if (country !== 'India' || !isPincode(pincode)) return;
    let live = true;
    void fetchPincode(pincode).then((r) => {
      if (!live) return;
      if (r.status === 200 && r.data) fill(r.data);
      else if (r.status === 404) setMessage(r.message ?? 'We could not find this PIN code. Please check it.');
    });
    return () => {
      live = false;
    };
    // fill is a fresh closure each render; the lookup depends only on the PIN and country
  }, [pincode, country]);
  return message;
}
