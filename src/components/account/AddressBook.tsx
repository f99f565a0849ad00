import { useEffect, useState } from 'react';
import { toast } from '../../stores/toast';
import Dialog from '../ui/Dialog';
import AddressDialog from '../checkout/AddressDialog';
import { deleteAddress, fetchAddresses, markCurrentAddress } from '../checkout/checkout-api';
import type { Address } from '#lib/order-types';
import { useAccountWords } from './use-account-words';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; list: Address[] };

const outlineButton =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function addressLines(a: Address): string {
  return [a.doorNo, a.address, a.landmark, a.city, a.district, `${a.state} - ${a.pincode}`, a.country].filter(Boolean).join(', ');
}

/**
 * My Account's saved addresses: add, edit, delete and make one the default (the one checkout
 * chooses first). Deleting the default makes the newest remaining address the default; the
 * server says which, and the page shows it. Orders keep the address they were placed with.
 */
export default function AddressBook() {
  const { t, locale } = useAccountWords();
  // The server's own sentences are English: other languages say it in the page's words.
  const said = (message: string | undefined, fallback: string) => (locale === 'en' && message ? message : fallback);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [editing, setEditing] = useState<Address | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const r = await fetchAddresses();
    setState(r.status === 200 && r.data ? { kind: 'ready', list: r.data } : { kind: 'error' });
  };
  useEffect(() => {
    void load();
  }, []);

  const openForm = (a: Address | null) => {
    setEditing(a);
    setFormOpen(true);
  };

  const makeDefault = async (a: Address) => {
    const r = await markCurrentAddress(a._id);
    if (r.status !== 200) {
      toast.error(said(r.message, t('account.defaultFailed')));
      return;
    }
    toast.success(t('account.nowDefault', { name: a.contactPerson, door: a.doorNo, city: a.city }));
    await load();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const r = await deleteAddress(deleting._id);
    setBusy(false);
    setDeleting(null);
    if (r.status !== 200) toast.error(said(r.message, t('account.deleteFailed')));
    else {
      const next = r.data?.newDefault;
      toast.success(next ? t('account.deletedNewDefault', { name: next.contactPerson, door: next.doorNo, city: next.city }) : t('account.deleted'));
    }
    await load();
  };

  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t('account.addressesLoading')}
      </p>
    );
  }
  if (state.kind === 'error') return <p role="alert">{t('account.addressesFailed')}</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('account.addressIntro')}</p>
        <button type="button" onClick={() => openForm(null)} className={`${outlineButton} border-plum text-plum hover:bg-plum/5 focus-visible:outline-[#5b2a86]`}>
          {t('account.addNew')}
        </button>
      </div>
      {state.list.length === 0 ? (
        <p>{t('account.noAddresses')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('account.savedAddresses')}>
          {state.list.map((a) => (
            <li key={a._id} className={`rounded-[12px] border p-4 ${a.currentAddress ? 'border-plum bg-plum/5' : 'border-line'}`}>
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {a.contactPerson}
                {a.currentAddress && <span className="rounded-full bg-plum px-2 py-0.5 text-xs font-semibold text-white">{t('account.default')}</span>}
              </p>
              <p className="mt-1 text-sm text-muted">{addressLines(a)}</p>
              {a.mobile && <p className="mt-1 text-sm text-muted">{t('account.mobile', { mobile: a.mobile })}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="button" onClick={() => openForm(a)} aria-label={t('account.editLabel', { name: a.contactPerson, door: a.doorNo })} className={`${outlineButton} border-line text-ink hover:bg-plum/5 focus-visible:outline-[#5b2a86]`}>
                  {t('account.edit')}
                </button>
                {!a.currentAddress && (
                  <button type="button" onClick={() => void makeDefault(a)} aria-label={t('account.makeDefaultLabel', { name: a.contactPerson, door: a.doorNo })} className={`${outlineButton} border-line text-ink hover:bg-plum/5 focus-visible:outline-[#5b2a86]`}>
                    {t('account.makeDefault')}
                  </button>
                )}
                <button type="button" onClick={() => setDeleting(a)} aria-label={t('account.deleteLabel', { name: a.contactPerson, door: a.doorNo })} className={`${outlineButton} border-[#b42318] text-[#b42318] hover:bg-[#b42318]/5 focus-visible:outline-[#b42318]`}>
                  {t('account.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        address={editing}
        onSaved={() => {
          toast.success(editing ? t('account.addressUpdated') : t('account.addressSaved'));
          void load();
        }}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(o) => !o && !busy && setDeleting(null)}
        title={t('account.deleteTitle')}
        description={
          deleting?.currentAddress && state.list.length > 1
            ? t('account.deleteDefault')
            : deleting?.currentAddress
              ? t('account.deleteOnly')
              : t('account.deleteKeeps')
        }
      >
        {deleting && <p className="text-sm">{`${deleting.contactPerson}, ${addressLines(deleting)}`}</p>}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setDeleting(null)} disabled={busy} className="inline-flex h-11 items-center justify-center rounded-lg border border-line px-4 font-semibold text-ink hover:bg-plum/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#5b2a86]">
            {t('account.keepAddress')}
          </button>
          <button type="button" onClick={() => void confirmDelete()} disabled={busy} className="inline-flex h-11 items-center justify-center rounded-lg bg-[#b42318] px-4 font-semibold text-white hover:bg-[#8f1c13] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#b42318] disabled:opacity-60">
            {busy ? t('account.deleting') : t('account.yesDelete')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
