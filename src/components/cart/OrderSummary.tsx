import { formatINR } from '../../lib/money';

type Props = { totalItems: number; listTotalPaise: number; totalPaise: number; blocked: boolean };

/** The spec's order summary: list price, the grouped offer saving, and the total before shipping. */
export default function OrderSummary({ totalItems, listTotalPaise, totalPaise, blocked }: Props) {
  const saving = listTotalPaise - totalPaise;
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-[12px] border border-line bg-white p-5 lg:sticky lg:top-24">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="tabular mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{`Items (${totalItems})`}</dt>
          <dd>{formatINR(listTotalPaise)}</dd>
        </div>
        {saving > 0 && (
          <div className="flex justify-between text-success">
            <dt>Offer savings</dt>
            <dd>{`−${formatINR(saving)}`}</dd>
          </div>
        )}
        <div className="flex justify-between text-muted">
          <dt>Shipping</dt>
          <dd>Calculated at checkout</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatINR(totalPaise)}</dd>
        </div>
      </dl>
      {blocked ? (
        <>
          <button type="button" disabled className="mt-5 h-12 w-full cursor-not-allowed rounded-full bg-plum/50 font-semibold text-white">
            Proceed to Shipping
          </button>
          <p className="mt-2 text-sm text-error">Change or remove the marked items to continue.</p>
        </>
      ) : (
        <a href="/shipping" className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-plum font-semibold text-white hover:bg-plum-dark">
          Proceed to Shipping
        </a>
      )}
    </section>
  );
}
