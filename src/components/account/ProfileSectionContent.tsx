import { lazy, Suspense } from 'react';
import OrderHistory from './OrderHistory';
import WhatsAppUpdates from './WhatsAppUpdates';
import DataRights from './DataRights';
import type { ProfileSection } from './ProfileMenu';
import { useAccountWords } from './use-account-words';

// Loaded when the shopper opens the section, so My Account's first paint carries none of it.
const AddressBook = lazy(() => import('./AddressBook'));

const POLICIES = {
  terms: { href: '/static/terms-conditions', text: 'account.termsText', link: 'account.termsLink' },
  privacy: { href: '/static/privacy-policy', text: 'account.privacyText', link: 'account.privacyLink' },
} as const;

/** The right-hand side of My Account. Orders belong to the checkout feature; policies link to their pages. */
export default function ProfileSectionContent({ section }: { section: ProfileSection }) {
  const { t, href } = useAccountWords();
  return (
    <section aria-labelledby="profile-section-title" className="min-w-0 flex-1 rounded-[12px] bg-white p-5 shadow-sm">
      <h2 id="profile-section-title" className="mb-4 text-lg font-semibold">
        {t(`account.section.${section}`)}
      </h2>
      {section === 'orders' ? (
        <>
          <WhatsAppUpdates />
          <OrderHistory />
        </>
      ) : section === 'addresses' ? (
        <Suspense fallback={<p role="status" className="text-muted">{t('account.addressesLoading')}</p>}>
          <AddressBook />
        </Suspense>
      ) : section === 'data' ? (
        <DataRights />
      ) : (
        <div className="space-y-3 text-sm">
          <p>{t(POLICIES[section].text)}</p>
          <a href={href(POLICIES[section].href)} className="font-semibold text-[#5b2a86] underline underline-offset-2 hover:text-[#3f1c5e]">
            {t(POLICIES[section].link)}
          </a>
        </div>
      )}
    </section>
  );
}
