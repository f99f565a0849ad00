import { useState, type FormEvent } from 'react';
import { apiFetch, storedToken } from '../../client/api-client';
import { PAYMENT_METHOD } from '#lib/shipping';
import { formatINR2 } from '#lib/money';
import { isSizeReason, needsEvidence, RETURN_REASONS, type ReturnKind, type ReturnReason } from '#lib/returns/return-types';
import type { ReturnOptions } from '#lib/returns/return-view';
import FormField from './FormField';
import { errorClass, labelClass, inputClass, primaryButtonClass } from './form-styles';
import { useAccountWords } from './use-account-words';

type LineChoice = { on: boolean; quantity: number; sizeId: string };
type Evidence = { id: string; name: string };

const fieldset = 'space-y-2 rounded-lg border border-line p-3';
const legend = 'px-1 text-sm font-semibold';

/**
 * Asks to return or exchange: which lines and how many, why, and what the shopper wants back. A
 * size reason offers an exchange first; a refund of a cash-on-delivery order asks for a UPI id or
 * bank account; a damaged or wrong item asks for the unboxing video or photos.
 */
export default function ReturnForm({ orderId, options, onDone }: { orderId: string; options: ReturnOptions; onDone: () => void }) {
  const { t, locale } = useAccountWords();
  // The server's sentences are English: another language says it in the page's words.
  const said = (message: string | undefined, fallback: string) => (locale === 'en' && message ? message : fallback);
  const [lines, setLines] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(
      options.lines.map((l) => [
        l.orderItemId,
        {
          on: options.lines.length === 1,
          quantity: 1,
          sizeId: l.choices.find((c) => !c.soldOut)?.sizeId ?? '',
        },
      ]),
    ),
  );
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [kind, setKind] = useState<ReturnKind>('exchange');
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [payout, setPayoutState] = useState({
    upiId: '',
    accountName: '',
    accountNumber: '',
    ifsc: '',
  });
  const [evidence, setEvidence] = useState<Evidence[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const cod = options.paymentMethod === PAYMENT_METHOD.COD;
  // An exchange for a size that lists for less pays the difference back, like a refund does.
  const differenceBack =
    kind === 'exchange' &&
    options.lines.some((l) => {
      const c = lines[l.orderItemId]!;
      return c.on && (l.choices.find((s) => s.sizeId === c.sizeId)?.differencePaise ?? 0) > 0;
    });
  const moneyBack = kind === 'refund' || differenceBack;

  // A field's message goes once the shopper changes it, so it never describes a value no longer there.
  function setPayout(next: typeof payout) {
    setPayoutState(next);
    setFieldErrors({});
  }

  function chooseReason(r: ReturnReason) {
    setReason(r);
    setKind(isSizeReason(r) ? 'exchange' : 'refund');
  }
  const setLine = (id: string, change: Partial<LineChoice>) => setLines((all) => ({ ...all, [id]: { ...all[id]!, ...change } }));

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setUploading(true);
    setError(null);
    const token = storedToken();
    for (const file of Array.from(files)) {
      const r = await fetch(`/api/web/order/return/evidence?orderId=${encodeURIComponent(orderId)}`, {
        method: 'POST',
        body: file,
        headers: {
          'Content-Type': 'application/octet-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }).catch(() => null);
      const answer = (await r?.json().catch(() => null)) as {
        message?: string;
        data?: { evidenceId: string };
      } | null;
      if (r?.status === 200 && answer?.data) setEvidence((all) => [...all, { id: answer.data!.evidenceId, name: file.name }]);
      else setError(locale === 'en' && answer?.message ? `${file.name}: ${answer.message}` : t('return.uploadFailed', { file: file.name }));
    }
    setUploading(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    const chosen = options.lines.filter((l) => lines[l.orderItemId]?.on);
    if (chosen.length === 0) return setError(t('return.chooseItem'));
    if (!reason) return setError(t('return.chooseReason'));
    setBusy(true);
    const body = {
      orderId,
      kind,
      reason,
      lines: chosen.map((l) => {
        const c = lines[l.orderItemId]!;
        return {
          orderItemId: l.orderItemId,
          quantity: c.quantity,
          ...(kind === 'exchange' && c.sizeId ? { exchangeSizeId: c.sizeId } : {}),
        };
      }),
      ...(moneyBack && cod
        ? {
            payout:
              method === 'upi'
                ? { method, upiId: payout.upiId }
                : {
                    method,
                    accountName: payout.accountName,
                    accountNumber: payout.accountNumber,
                    ifsc: payout.ifsc,
                  },
          }
        : {}),
      evidenceIds: evidence.map((f) => f.id),
    };
    const r = await apiFetch<{ returnId: string }>('/order/return/create', {
      body,
    });
    setBusy(false);
    if (r.status === 200) return onDone();
    // Payout fields show their own messages; any other problem is said above the button in the server's words.
    const onFields = (r.errors ?? []).filter((f) => f.path.startsWith('payout.'));
    const elsewhere = (r.errors ?? []).filter((f) => !f.path.startsWith('payout.'));
    setFieldErrors(Object.fromEntries(onFields.map((f) => [f.path, f.message])));
    setError(said(elsewhere[0]?.message, onFields.length > 0 ? t('return.checkRefund') : said(r.message, t('return.sendFailed'))));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.returnOrExchange')}>
      <p className="text-sm text-muted">{t('return.rules')}</p>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('return.items')}</legend>
        {options.lines.map((l) => {
          const c = lines[l.orderItemId]!;
          return (
            <div key={l.orderItemId} className="space-y-2">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="h-5 w-5" checked={c.on} onChange={(e) => setLine(l.orderItemId, { on: e.target.checked })} />
                {t('return.item', { name: l.productName, color: l.colorName, size: l.sizeName })}
              </label>
              {c.on && (
                <div className="grid gap-2 pl-7 sm:grid-cols-2">
                  <div>
                    <label className={labelClass} htmlFor={`qty-${l.orderItemId}`}>
                      {t('return.howMany')}
                    </label>
                    <select
                      id={`qty-${l.orderItemId}`}
                      className={inputClass}
                      value={c.quantity}
                      onChange={(e) =>
                        setLine(l.orderItemId, {
                          quantity: Number(e.target.value),
                        })
                      }
                    >
                      {Array.from({ length: l.quantity }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                  {kind === 'exchange' && (
                    <div>
                      <label className={labelClass} htmlFor={`size-${l.orderItemId}`}>
                        {t('return.exchangeFor')}
                      </label>
                      <select id={`size-${l.orderItemId}`} className={inputClass} value={c.sizeId} onChange={(e) => setLine(l.orderItemId, { sizeId: e.target.value })}>
                        {l.choices.map((s) => (
                          <option key={s.sizeId} value={s.sizeId} disabled={s.soldOut}>
                            {s.label}
                            {s.differencePaise > 0 ? t('return.backAPiece', { amount: formatINR2(s.differencePaise) }) : ''}
                            {s.soldOut ? t('return.soldOut') : ''}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('return.reason')}</legend>
        {RETURN_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2">
            <input type="radio" name="return-reason" className="h-5 w-5" checked={reason === r} onChange={() => chooseReason(r)} />
            {t(`reason.${r}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('return.want')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="return-kind" className="h-5 w-5" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
          {t('return.wantExchange')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="return-kind" className="h-5 w-5" checked={kind === 'refund'} onChange={() => setKind('refund')} />
          {t('return.wantRefund')}
        </label>
      </fieldset>

      {differenceBack && <p className="text-sm">{t('return.differenceBack')}</p>}
      {moneyBack && !cod && <p className="text-sm">{t(kind === 'refund' ? 'return.refundOriginal' : 'return.differenceOriginal')}</p>}
      {moneyBack && cod && (
        <fieldset className={fieldset}>
          <legend className={legend}>{t(kind === 'refund' ? 'return.whereRefund' : 'return.whereDifference')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="payout-method" className="h-5 w-5" checked={method === 'upi'} onChange={() => setMethod('upi')} />
            {t('return.toUpi')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="payout-method" className="h-5 w-5" checked={method === 'bank'} onChange={() => setMethod('bank')} />
            {t('return.toBank')}
          </label>
          {method === 'upi' ? (
            <FormField
              label={t('return.upiId')}
              autoComplete="off"
              value={payout.upiId}
              error={fieldErrors['payout.upiId']}
              onChange={(e) => setPayout({ ...payout, upiId: e.target.value })}
            />
          ) : (
            <>
              <FormField
                label={t('return.accountName')}
                value={payout.accountName}
                error={fieldErrors['payout.accountName']}
                onChange={(e) => setPayout({ ...payout, accountName: e.target.value })}
              />
              <FormField
                label={t('return.accountNumber')}
                inputMode="numeric"
                autoComplete="off"
                value={payout.accountNumber}
                error={fieldErrors['payout.accountNumber']}
                onChange={(e) => setPayout({ ...payout, accountNumber: e.target.value })}
              />
              <FormField
                label={t('return.ifsc')}
                autoComplete="off"
                value={payout.ifsc}
                error={fieldErrors['payout.ifsc']}
                onChange={(e) => setPayout({ ...payout, ifsc: e.target.value.toUpperCase() })}
              />
            </>
          )}
        </fieldset>
      )}

      {reason && needsEvidence(reason) && (
        <div>
          <label className={labelClass}>
            {t('return.evidence')}
            <input type="file" accept="video/*,image/*" multiple className="mt-1 block w-full text-sm" onChange={(e) => void upload(e.target.files)} disabled={uploading} />
          </label>
          {uploading && <p role="status">{t('return.uploading')}</p>}
          {evidence.length > 0 && <p className="text-sm">{t('return.attached', { files: evidence.map((f) => f.name).join(', ') })}</p>}
        </div>
      )}

      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={busy || uploading}>
        {busy ? t('return.sending') : kind === 'exchange' ? t('return.askExchange') : t('return.askRefund')}
      </button>
    </form>
  );
}
