import { useId, useState, type FormEvent } from 'react';
import { apiFetch } from '../../client/api-client';
import { clearLocalSession } from '../../stores/auth';
import { toast } from '../../stores/toast';
import { errorClass, inputClass, labelClass, primaryButtonClass } from './form-styles';
import { useAccountWords } from './use-account-words';

/**
 * The DPDP Act 2023 rights in My Account: a copy of the shopper's data as a JSON file, and
 * erasure, confirmed by typing DELETE. Orders stay for the tax records; the rest goes.
 */
export default function DataRights() {
  const base = useId();
  const { t, locale } = useAccountWords();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [eraseError, setEraseError] = useState<string | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setDownloadError(null);
    const r = await apiFetch<unknown>('/customer/data');
    if (r.status !== 200 || !r.data) {
      setDownloadError(locale === 'en' && r.message ? r.message : t('account.dataFailed'));
      return;
    }
    const url = URL.createObjectURL(new Blob([JSON.stringify(r.data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'kanmani-my-data.json';
    a.click();
    URL.revokeObjectURL(url);
  }

  async function erase(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setEraseError(null);
    const r = await apiFetch<{ ordersKept: number }>('/customer/erase', { body: { confirm } });
    setBusy(false);
    if (r.status !== 200) {
      setEraseError(r.errors?.[0]?.message ?? r.message);
      return;
    }
    // My Account leaves for the home page once nobody is signed in; the toast goes with the shopper.
    toast.success(r.message);
    setErased(r.message);
    clearLocalSession();
  }

  if (erased) return <p role="status" className="text-sm font-medium">{erased}</p>;

  return (
    <div className="space-y-6 text-sm">
      <div className="space-y-2">
        <h3 className="text-base font-semibold">{t('account.downloadHeading')}</h3>
        <p>{t('account.downloadText')}</p>
        <button type="button" onClick={download} className={`${primaryButtonClass} sm:w-auto`}>{t('account.downloadButton')}</button>
        {downloadError && <p role="alert" className={errorClass}>{downloadError}</p>}
      </div>
      <form onSubmit={erase} noValidate className="space-y-2">
        <h3 className="text-base font-semibold">{t('account.eraseHeading')}</h3>
        <p>{t('account.eraseText')}</p>
        <div>
          <label htmlFor={`${base}-confirm`} className={labelClass}>{t('account.eraseConfirm')}</label>
          <input id={`${base}-confirm`} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" className={inputClass} aria-invalid={eraseError ? true : undefined} aria-describedby={eraseError ? `${base}-error` : undefined} />
          {eraseError && <p id={`${base}-error`} role="alert" className={errorClass}>{eraseError}</p>}
        </div>
        <button type="submit" disabled={busy} className={`${primaryButtonClass.replace('bg-[#5b2a86]', 'bg-[#b42318]').replace('hover:bg-[#3f1c5e]', 'hover:bg-[#8f1c13]')} sm:w-auto`}>{busy ? t('account.erasing') : t('account.eraseButton')}</button>
      </form>
    </div>
  );
}
