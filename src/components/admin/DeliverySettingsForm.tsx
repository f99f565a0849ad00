import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';
import type { DeliverySettingsWire } from '#lib/delivery/settings-wire';
import CourierSourceField from './CourierSourceField';
import DeliveryZonesTable, { rowsOf, zonesBody, type ZoneRow } from './DeliveryZonesTable';

const asNumber = (text: string) => (Number.isNaN(Number(text)) ? text : Number(text));

const lines = (text: string) => text.split(/[\n,]+/).map((s) => s.trim()).filter(Boolean);

/** The merchant's delivery-date and cash-on-delivery rules, saved whole. */
export default function DeliverySettingsForm({ initial, states, shiprocketReady = false }: { initial: DeliverySettingsWire; states: readonly string[]; shiprocketReady?: boolean }) {
  const [source, setSource] = useState(initial.source);
  const [zones, setZones] = useState<ZoneRow[]>(() => rowsOf(initial.zones));
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [holidays, setHolidays] = useState(initial.holidays.join('\n'));
  const [codMin, setCodMin] = useState(String(initial.codMin));
  const [codMax, setCodMax] = useState(initial.codMax === null ? '' : String(initial.codMax));
  const [pins, setPins] = useState(initial.blockedPincodes.join('\n'));
  const [mobiles, setMobiles] = useState(initial.blockedMobiles.join('\n'));
  const [rtoLimit, setRtoLimit] = useState(String(initial.rtoLimit));
  const [codFee, setCodFee] = useState(initial.codFee == null ? '' : String(initial.codFee));
  const [discount, setDiscount] = useState(String(initial.prepaidDiscountPercent ?? 0));
  const [freeOn, setFreeOn] = useState(initial.freeShipping != null);
  const [freeStates, setFreeStates] = useState((initial.freeShipping?.states ?? []).join('\n'));
  const [freePayment, setFreePayment] = useState<'online' | 'any'>(initial.freeShipping?.payment ?? 'online');
  const [freeMin, setFreeMin] = useState(String(initial.freeShipping?.minOrder ?? 0));
  const [saved, setSaved] = useState<string | null>(null);

  const { error, busy, submit } = useAdminSubmit(
    async () => {
      setSaved(null);
      setErrors([]);
      return adminCall('POST', '/api/admin/settings/delivery', {
        source,
        zones: zonesBody(zones),
        holidays: lines(holidays),
        codMin: Number(codMin || 0),
        codMax: codMax.trim() === '' ? null : Number(codMax),
        blockedPincodes: lines(pins),
        blockedMobiles: lines(mobiles),
        rtoLimit: Number(rtoLimit || 0),
        // Text that is no number goes as it is, so the server's message names the field.
        codFee: codFee.trim() === '' ? null : asNumber(codFee),
        prepaidDiscountPercent: asNumber(discount || '0'),
        freeShipping: freeOn ? { states: lines(freeStates), payment: freePayment, minOrder: asNumber(freeMin || '0') } : null,
      });
    },
    {
      onDone: (r) => setSaved(r.message),
      // Each zone problem shows beside its row too; the summary lists them all.
      onRefused: (r) => {
        setErrors(r.errors ?? []);
        return r.errors?.length ? r.errors.map((e) => e.message).join(' ') : r.message;
      },
    },
  );

  const field = (id: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <input id={id} inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  );
  const area = (id: string, label: string, value: string, set: (v: string) => void, hint: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <textarea id={id} rows={4} value={value} onChange={(e) => set(e.target.value)} className={`${inputClass} font-mono`} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>
    </div>
  );

  return (
    <form method="post" onSubmit={submit} className="max-w-4xl space-y-6" noValidate>
      <CourierSourceField value={source} onChange={setSource} shiprocketReady={shiprocketReady} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Delivery dates</legend>
        <p className="font-semibold">Zones</p>
        <DeliveryZonesTable rows={zones} onChange={setZones} states={states} errors={errors} />
        {area('holidays', 'Holidays', holidays, setHolidays, 'One date per line, like 2026-12-25. Sundays are always skipped.')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Cash on delivery</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('codMin', 'Minimum order (₹)', codMin, setCodMin)}
          {field('codMax', 'Maximum order (₹)', codMax, setCodMax, 'Empty for no maximum')}
        </div>
        {area('pins', 'Blocked PIN codes', pins, setPins, 'One 6-digit PIN code per line: these pay online only.')}
        {area('mobiles', 'Blocked mobile numbers', mobiles, setMobiles, 'One 10-digit mobile number per line: these pay online only.')}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('codFee', 'COD charge (₹)', codFee, setCodFee, 'Added to cash-on-delivery orders as its own line. Empty for none.')}
          {field('prepaidDiscount', 'Pay now discount (%)', discount, setDiscount, 'Off the goods when a COD order is paid online before dispatch. 0 for none.')}
        </div>
        {field('rtoLimit', 'Returned COD orders before COD is turned off', rtoLimit, setRtoLimit, '0 never turns it off')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Free shipping</legend>
        <p className="text-sm text-muted">Checkout, the product page, the cart and the shipping policy all show this one rule, so what you promise is what shoppers pay.</p>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={freeOn} onChange={(e) => setFreeOn(e.target.checked)} className="size-4" />
          Offer free shipping
        </label>
        {freeOn && (
          <>
            {area('freeStates', 'States', freeStates, setFreeStates, 'One state per line as addresses write it, like Tamil Nadu. Empty for all of India.')}
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="freePayment" className={labelClass}>Payment</label>
                <select id="freePayment" value={freePayment} onChange={(e) => setFreePayment(e.target.value === 'any' ? 'any' : 'online')} className={inputClass}>
                  <option value="online">Online payments only</option>
                  <option value="any">Online and cash on delivery</option>
                </select>
              </div>
              {field('freeMin', 'Free from an order of (₹)', freeMin, setFreeMin, 'The goods after offers; 0 for every order.')}
            </div>
          </>
        )}
      </fieldset>
      <FormMessage error={error} success={saved} />
      <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save settings'}</button>
    </form>
  );
}
