import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../stores/toast';
import Dialog from '../ui/Dialog';
import FormField from '../account/FormField';
import { errorClass, inputClass, labelClass, primaryButtonClass } from '../account/form-styles';
import { storedToken } from '../../client/api-client';
import { COUNTRIES } from '#lib/geo/countries';
import type { Address } from '#lib/order-types';
import { addressFieldError, AddressInputSchema, DEFAULT_COUNTRY, type AddressField } from '#lib/validation/address';
import { fetchStates, saveAddress, updateAddress } from './checkout-api';
import { usePincodeFill } from './use-pincode-fill';
import { ADDRESS_FORM_EN, type AddressFormKey } from '#lib/i18n/messages/address-form-en';
import { useWordsOr } from '../ui/island-words';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (address: Address) => void;
  /** My Account's 'Edit': the saved address to change; without it the dialog adds a new one */
  address?: Address | null;
};

type Values = Record<AddressField, string>;

const EMPTY: Values = {
  contactPerson: '',
  doorNo: '',
  address: '',
  landmark: '',
  pincode: '',
  city: '',
  district: '',
  state: '',
  country: DEFAULT_COUNTRY,
  mobile: '',
};

const FIELDS: { name: Exclude<AddressField, 'state' | 'country'>; label: AddressFormKey; inputMode?: 'numeric' | 'tel'; max?: number; autoComplete?: string }[] = [
  { name: 'contactPerson', label: 'address.contactPerson', autoComplete: 'name' },
  { name: 'doorNo', label: 'address.doorNo', autoComplete: 'address-line1' },
  { name: 'address', label: 'address.street', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'address.landmark' },
  { name: 'pincode', label: 'address.pincode', inputMode: 'numeric', max: 6, autoComplete: 'postal-code' },
  { name: 'city', label: 'address.city', autoComplete: 'address-level2' },
  { name: 'district', label: 'address.district' },
  { name: 'mobile', label: 'address.mobile', inputMode: 'tel', max: 10, autoComplete: 'tel-national' },
];

function valuesOf(a: Address): Values {
  return { ...EMPTY, ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, String(a[k as AddressField] ?? '')])) } as Values;
}

/**
 * The Add New Address dialog (checkout and My Account), or with `address` its Edit Address
 * twin: the same fields, rules and messages. The spec's messages appear once a field has been touched.
 */
export default function AddressDialog({ open, onOpenChange, onSaved, address = null }: Props) {
  // My Account hands the dialog no words yet: English there.
  const { t } = useWordsOr<AddressFormKey>(ADDRESS_FORM_EN);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [states, setStates] = useState<readonly string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const stateId = useId();
  const countryId = useId();

  useEffect(() => {
    let live = true;
    setStates(null);
    void fetchStates(values.country).then((list) => live && setStates(list ?? []));
    return () => {
      live = false;
    };
  }, [values.country]);

  useEffect(() => {
    if (!open) {
      setValues(EMPTY);
      setTouched({});
    } else if (address) {
      setValues(valuesOf(address));
    }
  }, [open, address]);

  // An address being edited keeps the city and district it was saved with until its PIN changes.
  const pinMessage = usePincodeFill(values.pincode, values.country, ({ city, district, state }) => {
    if (address && values.pincode === address.pincode) return;
    setValues((v) => ({ ...v, city, district, state }));
  });
  const error = (field: AddressField) =>
    (touched[field] ? addressFieldError(field, values[field]) : null) ?? (field === 'pincode' ? pinMessage : null);
  const set = (field: AddressField, value: string) => setValues((v) => ({ ...v, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));
  const touch = (field: AddressField) => setTouched((t) => ({ ...t, [field]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(EMPTY).map((k) => [k, true])));
    const parsed = AddressInputSchema.safeParse(values);
    if (!parsed.success) return;
    const token = storedToken();
    if (!token) {
      toast.error(t('address.noToken'));
      return;
    }
    setSaving(true);
    const r = address ? await updateAddress(address._id, parsed.data) : await saveAddress(parsed.data);
    setSaving(false);
    if (r.status !== 200 || !r.data) {
      toast.error(t('address.failed'));
      return;
    }
    onSaved(r.data);
    onOpenChange(false);
  }

  const stateError = error('state');
  const countryError = error('country');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={address ? t('address.edit') : t('address.add')} size="lg" closeLabel={t('address.close')}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className={f.name === 'address' ? 'sm:col-span-2' : undefined}>
            <FormField
              label={t(f.label)}
              name={f.name}
              value={values[f.name]}
              error={error(f.name)}
              {...(f.inputMode ? { inputMode: f.inputMode } : {})}
              {...(f.max ? { maxLength: f.max } : {})}
              {...(f.autoComplete ? { autoComplete: f.autoComplete } : {})}
              onChange={(e) => set(f.name, f.inputMode ? e.target.value.replace(/\D/g, '') : e.target.value)}
              onBlur={() => touch(f.name)}
            />
          </div>
        ))}
        <div>
          <label htmlFor={countryId} className={labelClass}>
            {t('address.country')}
          </label>
          <select
            id={countryId}
            name="country"
            className={inputClass}
            value={values.country}
            aria-invalid={countryError ? true : undefined}
            onChange={(e) => set('country', e.target.value)}
            onBlur={() => touch('country')}
          >
            {COUNTRIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          {countryError && <p role="alert" className={errorClass}>{countryError}</p>}
        </div>
        <div>
          <label htmlFor={stateId} className={labelClass}>
            {t('address.state')}
          </label>
          {states && states.length === 0 ? (
            <input
              id={stateId}
              name="state"
              className={inputClass}
              value={values.state}
              aria-invalid={stateError ? true : undefined}
              onChange={(e) => set('state', e.target.value)}
              onBlur={() => touch('state')}
            />
          ) : (
            <select
              id={stateId}
              name="state"
              className={inputClass}
              value={values.state}
              disabled={!states}
              aria-invalid={stateError ? true : undefined}
              onChange={(e) => set('state', e.target.value)}
              onBlur={() => touch('state')}
            >
              <option value="">{t('address.selectState')}</option>
              {(states ?? []).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
          {stateError && <p role="alert" className={errorClass}>{stateError}</p>}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? t('address.saving') : t('address.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
