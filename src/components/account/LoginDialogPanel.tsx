import { useId } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { $loginDialog, closeLoginDialog } from '../../stores/login-dialog';
import LoginView from './LoginView';
import SignupView from './SignupView';
import OtpView from './OtpView';
import { useSigninWords } from './use-signin-words';


type Props = { storeName?: string };

/**
 * The sign-in dialog itself: Login, Sign Up and Verify OTP views of spec section 2, moved
 * between by the store. Loaded by LoginDialog the first time the dialog opens.
 */
export default function LoginDialogPanel({ storeName = 'Kanmani' }: Props) {
  const state = useStore($loginDialog);
  const descriptionId = useId();
  const { t } = useSigninWords();

  const title = state.view === 'login' ? t('signin.loginTitle', { store: storeName }) : state.view === 'signup' ? t('signin.signupTitle') : t('signin.otpTitle');
  const description =
    state.view === 'otp' ? t('signin.otpSent', { mobile: state.mobileNumber }) : state.view === 'login' ? t('signin.loginDescription') : t('signin.signupDescription');

  return (
    <RadixDialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : closeLoginDialog())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={descriptionId}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[12px] bg-white p-6 text-ink shadow-xl"
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            </div>
            <RadixDialog.Close
              aria-label={t('signin.close')}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-[#5b2a86]/10 focus-visible:outline-2 focus-visible:outline-[#5b2a86]"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          {state.view === 'login' && <LoginView key="login" initialMobile={state.mobileNumber} />}
          {state.view === 'signup' && <SignupView key="signup" initialMobile={state.mobileNumber} notice={state.notice} />}
          {state.view === 'otp' && (
            <OtpView key={`otp-${state.mobileNumber}`} mobileNumber={state.mobileNumber} sessionId={state.sessionId} labelId={descriptionId} />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
