import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '../../stores/toast';
import { storedToken } from '../../client/api-client';
import { cartTotals } from '#lib/cart-lines';
import { EMPTY_CART } from '#lib/cart-schema';
import { cartWeightGrams } from '#lib/cart-weight';
import { fromPaise, toPaise } from '#lib/money';
import type { Address } from '#lib/order-types';
import { PAYMENT_METHOD, type PaymentMethod } from '#lib/shipping';
import { shipsFree, type FreeShippingRule } from '#lib/free-shipping';
import { trackInitiateCheckout } from '../../client/pixel';
import { syncSavedCart } from '../../stores/cart-sync';
import { CHECKOUT_DELAY_MS, PAYMENT_METHOD_TOAST_MS } from '#lib/ui-timings';
import { $user } from '../../stores/auth';
import { $cart } from '../../stores/cart';
import { openLoginDialog } from '../../stores/login-dialog';
import Dialog from '../ui/Dialog';
import { useHydrated } from '../ui/use-hydrated';
import AddressDialog from './AddressDialog';
import AddressSection from './AddressSection';
import CartSummaryPanel from './CartSummaryPanel';
import PaymentSection from './PaymentSection';
import CodeField, { type AppliedCode } from './CodeField';
import { $discountCode } from '../../stores/discount-code';
import { useDeliveryCheck } from './use-delivery-check';
import PlacingOverlay from './PlacingOverlay';
import { fetchAddresses, fetchShippingCost, markCurrentAddress, quoteWithCode, type placeOrder } from './checkout-api';
import { placeInTurn, savedPlace, type Waiting } from './queued-checkout';
import { buildOrderInput } from './order-input';
import type { Locale } from '#lib/i18n/locales';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import type { AddressFormKey } from '#lib/i18n/messages/address-form-en';
import { IslandWords, useWords } from '../ui/island-words';

type Rates = { cod: number; online: number; codFee: number; freeShipping: FreeShippingRule | null };

/** The /shipping page: delivery address, payment method, and placing the order (spec sections 2 and 4). */
type Props = { words: Readonly<Record<CheckoutKey | AddressFormKey, string>>; locale?: Locale | undefined };

export default function CheckoutPage({ words, locale }: Props) {
  return (
    <IslandWords words={words} locale={locale}>
      <Checkout />
    </IslandWords>
  );
}

function Checkout() {
  const { t, href } = useWords<CheckoutKey>();
  const hydrated = useHydrated();
  const cart = useStore($cart, { ssr: () => EMPTY_CART });
  const user = useStore($user);
  const token = hydrated ? storedToken() : null;
  const signedIn = token !== null;
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [rates, setRates] = useState<Rates | null>(null);
  const [shippingProblem, setShippingProblem] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [selectOpen, setSelectOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // One key per visit: repeated clicks or a resent request return the same order.
  const idempotencyKey = useRef<string | null>(null);
  const storedCode = useStore($discountCode);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);

  const weight = cartWeightGrams(cart.items);
  const { totalPaise: subtotalPaise } = cartTotals(cart.items);

  useEffect(() => {
    if (hydrated && cart.items.length === 0 && !placing) window.location.replace(href('/cart'));
  }, [hydrated, cart.items.length, placing, href]);

  // Reaching checkout signed in keeps the cart and starts the reminder an hour on (issue 29 item 5).
  useEffect(() => {
    if (signedIn && cart.items.length > 0) void syncSavedCart(true);
    // Once per arrival (and sign-in), not on every cart change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, user?._id]);

  useEffect(() => {
    if (!signedIn) return;
    void loadAddresses();
  }, [signedIn, user?._id]);

  // The server prices the code against this cart and this shopper; a code remembered from a
  // link (/?code=FIRST100) is applied on arrival, and judged again whenever the cart changes.
  async function applyCode(text: string) {
    setCodeBusy(true);
    setCodeError(null);
    const r = await quoteWithCode(cart.items, text);
    setCodeBusy(false);
    if (r.status === 200 && r.data?.discount) {
      const d = r.data.discount;
      setApplied({ code: d.code, savingPaise: toPaise(d.saving), freeShipping: d.freeShipping });
      $discountCode.set(d.code);
      return;
    }
    setApplied(null);
    setCodeError(r.status === 0 ? t('checkout.somethingWrong') : r.message);
  }

  function removeCode() {
    setApplied(null);
    setCodeError(null);
    $discountCode.set('');
  }

  const cartKey = cart.items.map((l) => `${l.customId}:${l.quantity}`).join(',');
  useEffect(() => {
    if (!hydrated || cart.items.length === 0) return;
    const text = applied?.code ?? storedCode;
    if (text) void applyCode(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged again when the cart or the shopper changes, not on every render's new closure
  }, [hydrated, cartKey, signedIn]);

  useEffect(() => {
    if (!hydrated || weight <= 0) return;
    void fetchShippingCost(weight).then((r) => {
      if (r.status === 200 && r.data) {
        const rule = r.data.freeShipping;
        setRates({
          cod: toPaise(r.data.cod),
          online: toPaise(r.data.onlinePayment),
          codFee: toPaise(r.data.codFee ?? 0),
          freeShipping: rule ? { states: rule.states, payment: rule.payment, minOrderPaise: toPaise(rule.minOrder) } : null,
        });
        setShippingProblem(null);
      } else if (r.status >= 400 && r.status < 500) setShippingProblem(r.message);
    });
  }, [hydrated, weight]);

  async function loadAddresses(select?: string) {
    const r = await fetchAddresses();
    if (r.status !== 200 || !r.data) {
      setAddresses([]);
      return;
    }
    setAddresses(r.data);
    setSelectedId(select ?? r.data.find((a) => a.currentAddress)?._id ?? null);
  }

  async function selectAddress(id: string) {
    setSelectedId(id);
    const r = await markCurrentAddress(id);
    if (r.status === 200) await loadAddresses(id);
  }

  function addressSaved(address: Address) {
    setAddresses((list) => [address, ...(list ?? []).map((a) => ({ ...a, currentAddress: false }))]);
    setSelectedId(address._id);
  }

  function openAddAddress() {
    if (!storedToken()) {
      openLoginDialog('login');
      return;
    }
    setAddOpen(true);
  }

  const chosenAddress = addresses?.find((a) => a._id === selectedId) ?? null;
  const pincode = chosenAddress?.pincode ?? null;
  const delivery = useDeliveryCheck(pincode, fromPaise(subtotalPaise));
  const codRefused = delivery !== null && delivery.serviceable && delivery.codReason !== null;
  useEffect(() => {
    if (codRefused && method === PAYMENT_METHOD.COD) setMethod(null);
  }, [codRefused, method]);

  const codFeePaise = method === PAYMENT_METHOD.COD && rates !== null ? rates.codFee : 0;
  const discountPaise = applied?.savingPaise ?? 0;
  // The merchant's free-shipping rule, as order/create applies it: by the address's state, the
  // method and the goods after the code's saving; a free-shipping code waives it outright.
  const free =
    method !== null && rates !== null && (applied?.freeShipping === true || shipsFree(rates.freeShipping, { state: chosenAddress?.state, method, goodsPaise: subtotalPaise - discountPaise }));
  const shippingPaise =
    method === null || rates === null ? (weight <= 0 && method !== null ? 0 : null) : free ? 0 : method === PAYMENT_METHOD.COD ? rates.cod : rates.online;

  function checkout() {
    const currentToken = storedToken();
    if (!currentToken) {
      openLoginDialog('login');
      return;
    }
    if (method === null) {
      toast.error(t('checkout.chooseMethod'), { duration: PAYMENT_METHOD_TOAST_MS });
      return;
    }
    if (!selectedId) {
      if ((addresses ?? []).length === 0) setAddOpen(true);
      else setSelectOpen(true);
      return;
    }
    if (delivery && !delivery.serviceable) {
      window.alert(t('checkout.noDelivery'));
      return;
    }
    setBusy(true);
    trackInitiateCheckout(cart.items);
    idempotencyKey.current ??= crypto.randomUUID();
    const input = buildOrderInput(cart.items, {
      subtotal: fromPaise(subtotalPaise),
      shippingCharge: fromPaise(shippingPaise ?? 0),
      codFee: fromPaise(codFeePaise),
      weight,
      method,
      addressId: selectedId,
      code: applied ? { text: applied.code, discount: fromPaise(discountPaise) } : null,
    });
    window.setTimeout(async () => {
      setPlacing(true);
      placed(await placeInTurn(input, idempotencyKey.current!, currentToken, inLine), method);
    }, CHECKOUT_DELAY_MS);
  }

  /** In the checkout queue: the overlay gives way to the place and the estimate. */
  function inLine(w: Waiting) {
    setPlacing(false);
    setWaiting(w);
  }

  function placed(r: Awaited<ReturnType<typeof placeOrder>>, paidBy: number) {
    setWaiting(null);
    if (r.status === 200 && r.data) {
      window.location.assign(paidBy === PAYMENT_METHOD.ONLINE && r.data.paymentRedirectUrl ? r.data.paymentRedirectUrl : href(`/order/status/${r.data.orderId}`));
      return;
    }
    setPlacing(false);
    setBusy(false);
    if (r.status === 0) window.alert(t('checkout.somethingWrong'));
    else if (r.status === 401) openLoginDialog('login');
    else if (r.status === 409 || r.status === 422 || r.status === 400 || r.status === 410) {
      // The server's own words: prices changed, an item is gone, the parcel is too heavy, or the
      // queue's place expired.
      window.alert(r.message);
      if (r.status === 409) window.location.assign(href('/cart'));
    } else window.alert(t('checkout.contactAdmin'));
  }

  // A reload while waiting in the checkout queue goes on waiting, in the same place.
  useEffect(() => {
    if (!hydrated) return;
    const saved = savedPlace();
    const currentToken = storedToken();
    if (!saved || !currentToken) return;
    idempotencyKey.current = saved.key;
    setMethod(saved.input.paymentMethod);
    setBusy(true);
    setWaiting(saved.waiting);
    void placeInTurn(saved.input, saved.key, currentToken, inLine, saved.ticket).then((r) => placed(r, saved.input.paymentMethod));
    // Once, when the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  if (!hydrated || cart.items.length === 0) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {t('checkout.loading')}
      </p>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="space-y-6">
        <AddressSection addresses={addresses} selectedId={selectedId} signedIn={signedIn} onSelect={selectAddress} onAdd={openAddAddress} />
        <PaymentSection
          subtotalPaise={subtotalPaise}
          shippingPaise={shippingPaise}
          codFeePaise={codFeePaise}
          shippingProblem={shippingProblem}
          method={method}
          busy={busy}
          onMethod={setMethod}
          onCheckout={checkout}
          delivery={delivery}
          discount={applied ? { code: applied.code, paise: discountPaise } : null}
          waiting={waiting}
          codeField={<CodeField applied={applied} error={codeError} busy={codeBusy} initial={storedCode} onApply={(t) => void applyCode(t)} onRemove={removeCode} />}
        />
      </div>
      <CartSummaryPanel items={cart.items} />
      <AddressDialog open={addOpen} onOpenChange={setAddOpen} onSaved={addressSaved} />
      <Dialog open={selectOpen} onOpenChange={setSelectOpen} title={t('checkout.selectAddressTitle')}>
        <p>{t('checkout.selectAddressText')}</p>
        <button
          type="button"
          onClick={() => setSelectOpen(false)}
          className="mt-4 inline-flex h-11 items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum-dark"
        >
          {t('checkout.ok')}
        </button>
      </Dialog>
      {placing && <PlacingOverlay />}
    </div>
  );
}
