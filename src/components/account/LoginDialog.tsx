import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { initAuth } from '../../stores/auth';
import { $loginDialog } from '../../stores/login-dialog';
import type { Locale } from '#lib/i18n/locales';
import type { SigninKey } from '#lib/i18n/messages/signin-en';
import { IslandWords } from '../ui/island-words';

const LoginDialogPanel = lazy(() => import('./LoginDialogPanel'));

type Props = { storeName?: string; words?: Readonly<Record<SigninKey, string>>; locale?: Locale | undefined };

/**
 * The page's one sign-in dialog, mounted by the page shell. Every page carries it, so it
 * stays tiny: the dialog, its forms and their validation load the first time it opens.
 */
export default function LoginDialog({ storeName = 'Kanmani', words = {} as Record<SigninKey, string>, locale }: Props) {
  const { open } = useStore($loginDialog);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    void initAuth();
  }, []);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <IslandWords words={words} locale={locale}>
        <LoginDialogPanel storeName={storeName} />
      </IslandWords>
    </Suspense>
  );
}
