import { lazy, Suspense } from 'react';
import OrderHistory from './OrderHistory';
import WhatsAppUpdates from './WhatsAppUpdates';
import DataRights from './DataRights';
import { SECTION_LABELS, type ProfileSection } from './ProfileMenu';

// Loaded when the shopper opens the section, so My Account's first paint carries none of it.
const AddressBook = lazy(() => import('./AddressBook'));

const POLICIES = {
  terms: {
    href: '/static/terms-conditions',
    text: 'The terms that apply when you shop with us: orders, payments, delivery, returns and the use of this site.',
    link: 'Read the full Terms & Conditions',
  },
  privacy: {
    href: '/static/privacy-policy',
    text: 'What we collect (your name, mobile number, email and addresses), why, and how we keep it safe.',
    link: 'Read the full Privacy Policy',
  },
} as const;

/** The right-hand side of My Account. Orders belong to the checkout feature; policies link to their pages. */
export default function ProfileSectionContent({ section }: { section: ProfileSection }) {
  return (
    <section aria-labelledby="profile-section-title" className="min-w-0 flex-1 rounded-[12px] bg-white p-5 shadow-sm">
      <h2 id="profile-section-title" className="mb-4 text-lg font-semibold">
        {SECTION_LABELS[section]}
      </h2>
      {section === 'orders' ? (
        <>
          <WhatsAppUpdates />
          <OrderHistory />
        </>
      ) : section === 'addresses' ? (
        <Suspense fallback={<p role="status" className="text-muted">Loading addresses...</p>}>
          <AddressBook />
        </Suspense>
      ) : section === 'data' ? (
        <DataRights />
      ) : (
        <div className="space-y-3 text-sm">
          <p>{POLICIES[section].text}</p>
          <a href={POLICIES[section].href} className="font-semibold text-[#5b2a86] underline underline-offset-2 hover:text-[#3f1c5e]">
            {POLICIES[section].link}
          </a>
        </div>
      )}
    </section>
  );
}
