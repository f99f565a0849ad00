import { useState } from 'react';
import { storedToken } from '../../client/api-client';
import { useAccountWords } from './use-account-words';

/**
 * My Account's tax invoice download. The shopper is known by the bearer token the page keeps,
 * which a plain link cannot send, so the PDF is fetched with it and handed to the browser.
 */
export default function InvoiceDownload({ orderId }: { orderId: string }) {
  const { t, locale } = useAccountWords();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const token = storedToken();
      const r = await fetch(`/profile/orders/${orderId}/invoice`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (r.status !== 200) {
        const answer = (await r.json().catch(() => null)) as { message?: string } | null;
        setError((locale === 'en' ? answer?.message : null) ?? t('account.invoiceFailed'));
        return;
      }
      const name = /filename="([^"]+)"/.exec(r.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
      const url = URL.createObjectURL(await r.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(t('account.offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-md border border-plum px-4 py-2 font-semibold text-plum hover:bg-plum hover:text-white disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
      >
        {busy ? t('account.invoicePreparing') : t('account.invoiceDownload')}
      </button>
      <div aria-live="polite">{error && <p role="alert" className="mt-2 text-sm text-error">{error}</p>}</div>
    </div>
  );
}
