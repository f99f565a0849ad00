import { useCallback, useEffect, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { $isLoading, $user, hasToken, initAuth, loadProfile, logout } from '../../stores/auth';
import { useHydrated } from '../ui/use-hydrated';
import ProfileMenu, { type ProfileSection } from './ProfileMenu';
import ProfileSectionContent from './ProfileSectionContent';
import { isSidebarShortcut, saveSidebarOpen } from './profile-sidebar-state';
import { useAccountWords } from './use-account-words';
import { IslandWords } from '../ui/island-words';
import type { Locale } from '#lib/i18n/locales';

const MOBILE_QUERY = '(max-width: 767.98px)';

type Props = { initialSidebarOpen?: boolean; words?: Readonly<Record<string, string>>; locale?: Locale | undefined };

/** My Account in the page's language: pages/profile.astro hands it its words (lib/i18n/messages/account.ts). */
export default function ProfilePage({ initialSidebarOpen = true, words = {}, locale }: Props) {
  return (
    <IslandWords words={words} locale={locale}>
      <Profile initialSidebarOpen={initialSidebarOpen} />
    </IslandWords>
  );
}

/** My Account: signed-in only; everyone else is sent home with a replace, as the spec asks. */
function Profile({ initialSidebarOpen }: { initialSidebarOpen: boolean }) {
  const { t, href } = useAccountWords();
  const hydrated = useHydrated();
  const user = useStore($user);
  const loading = useStore($isLoading);
  const [checked, setChecked] = useState(false);
  const [section, setSection] = useState<ProfileSection>('orders');
  const [sidebarOpen, setSidebarOpen] = useState(initialSidebarOpen);
  const [panelOpen, setPanelOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hasToken()) {
      void navigate(href('/'), { history: 'replace' });
      return;
    }
    void initAuth().then(() => setChecked(true));
  }, [href]);

  useEffect(() => {
    if (!checked || loading || user) return;
    // A kept token whose profile did not load (server busy, connection lost) is not a sign-out.
    if (hasToken()) setFailed(true);
    else void navigate(href('/'), { history: 'replace' });
  }, [checked, loading, user, href]);

  const retry = async () => {
    setFailed(false);
    if (!(await loadProfile())) setFailed(true);
  };

  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setPanelOpen((o) => !o);
      return;
    }
    setSidebarOpen((o) => {
      saveSidebarOpen(!o);
      return !o;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleSidebar]);

  const select = (s: ProfileSection) => {
    setSection(s);
    setPanelOpen(false);
  };
  // The info toast survives the client-side navigation home: the toaster persists across pages.
  const signOut = async () => {
    setPanelOpen(false);
    await logout();
    void navigate(href('/'), { history: 'replace' });
  };

  if (failed && !user) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p>{t('account.loadFailed')}</p>
        <button type="button" onClick={() => void retry()} className="h-10 rounded-full bg-plum px-5 font-semibold text-white hover:bg-plum-dark">
          {t('account.tryAgain')}
        </button>
      </div>
    );
  }
  if (!hydrated || loading || (!checked && !user)) return <p className="py-10 text-center text-muted">{t('account.loading')}</p>;
  if (!user) return <p className="py-10 text-center text-muted">{t('account.noUser')}</p>;

  const menu = <ProfileMenu user={user} section={section} onSelect={select} onLogout={signOut} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={toggleSidebar}
          aria-label={t('account.toggleMenu')}
          aria-keyshortcuts="Control+B Meta+B"
          aria-expanded={sidebarOpen}
          className="hidden h-9 w-9 items-center justify-center rounded-lg border border-line bg-white hover:bg-[#5b2a86]/10 focus-visible:outline-2 focus-visible:outline-[#5b2a86] md:inline-flex"
        >
          <MenuIcon />
        </button>
        <button
          type="button"
          onClick={() => setPanelOpen(true)}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-[#5b2a86] md:hidden"
        >
          <MenuIcon /> {t('account.menu')}
        </button>
      </div>
      <div className="flex items-start gap-6">
        {sidebarOpen && (
          <aside aria-label={t('account.menu')} className="hidden w-64 shrink-0 rounded-[12px] bg-white p-4 shadow-sm md:block">
            {menu}
          </aside>
        )}
        <ProfileSectionContent section={section} />
      </div>
      <RadixDialog.Root open={panelOpen} onOpenChange={setPanelOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl motion-safe:animate-[profile-panel-in_200ms_ease-out] md:hidden"
          >
            <div className="mb-3 flex items-center justify-between">
              <RadixDialog.Title className="text-base font-semibold">{t('account.menu')}</RadixDialog.Title>
              <RadixDialog.Close aria-label={t('account.close')} className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-[#5b2a86]/10 focus-visible:outline-2 focus-visible:outline-[#5b2a86]">
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </RadixDialog.Close>
            </div>
            {menu}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
