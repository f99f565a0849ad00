import type { CustomerProfile } from '#lib/validation/account';
import { useAccountWords } from './use-account-words';

export const PROFILE_SECTIONS = ['orders', 'addresses', 'data', 'terms', 'privacy'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

type Props = {
  user: CustomerProfile;
  section: ProfileSection;
  onSelect: (section: ProfileSection) => void;
  onLogout: () => void;
};

const itemClass =
  'flex w-full items-center rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-[#5b2a86]/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#5b2a86]';

/** Avatar, who is signed in, and the account sections; the same menu in the sidebar and the mobile panel. */
export default function ProfileMenu({ user, section, onSelect, onLogout }: Props) {
  const { t } = useAccountWords();
  const letter = user.name.trim().charAt(0).toUpperCase() || 'U';
  const contact = user.mobileNumber || user.emailId || user.email || '';
  return (
    <div className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-3 border-b border-line pb-4">
        <span
          data-testid="profile-avatar"
          aria-hidden="true"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-[#5b2a86] text-xl font-semibold text-white"
        >
          {letter}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          {contact && <p className="truncate text-sm text-muted">{contact}</p>}
        </div>
      </div>
      <nav aria-label={t('account.sections')}>
        <ul className="space-y-1">
          {PROFILE_SECTIONS.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={section === key ? 'page' : undefined}
                onClick={() => onSelect(key)}
                className={`${itemClass} ${section === key ? 'bg-[#5b2a86]/10 text-[#5b2a86]' : 'text-ink'}`}
              >
                {t(`account.section.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" onClick={onLogout} className={`${itemClass} mt-auto text-[#b42318] hover:bg-[#b42318]/10`}>
        {t('account.logout')}
      </button>
    </div>
  );
}
