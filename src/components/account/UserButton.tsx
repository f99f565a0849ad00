import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { $user, hasToken, initAuth } from '../../stores/auth';
import { openLoginDialog } from '../../stores/login-dialog';
import { useHydrated } from '../ui/use-hydrated';

/** Navbar account button: My Account (/profile) with a stored token, otherwise the login dialog. */
export default function UserButton() {
  const hydrated = useHydrated();
  const user = useStore($user);
  useEffect(() => {
    void initAuth();
  }, []);

  const signedIn = hydrated && (user !== null || hasToken());
  const letter = user?.name.trim().charAt(0).toUpperCase() || null;

  return (
    <button
      type="button"
      aria-label={signedIn ? 'My Account' : 'Login'}
      onClick={() => (hasToken() ? void navigate('/profile') : openLoginDialog())}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#5b2a86]"
    >
      {signedIn && letter ? (
        <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-[#5b2a86] text-sm font-semibold text-white">
          {letter}
        </span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        </svg>
      )}
    </button>
  );
}
