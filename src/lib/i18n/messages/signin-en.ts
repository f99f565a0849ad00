/**
 * The sign-in dialog's English words, apart from Hindi and Tamil (messages/signin.ts), so its
 * parts used elsewhere (the mobile-number field in the complaint form) fall back to English
 * without a bundle carrying the other languages. The field rules' messages are
 * lib/validation/account.ts's, word for word (the build's config loads this file, so no zod here).
 */
export const SIGNIN_EN = {
  'signin.loginTitle': 'Login to {store}',
  'signin.signupTitle': 'Sign Up',
  'signin.otpTitle': 'Verify OTP',
  'signin.otpSent': 'Enter OTP sent to {mobile}',
  'signin.loginDescription': 'Sign in with your mobile number and a one-time code.',
  'signin.signupDescription': 'Create your account with your mobile number.',
  'signin.close': 'Close',
  'signin.notRegistered': 'This number is not registered yet. Sign up to continue.',
  'signin.loginFailed': 'Login failed',
  'signin.confirm': 'Confirm',
  'signin.newHere': 'New here?',
  'signin.signUpLink': 'Sign up',
  'signin.loggedIn': 'Successfully logged in!',
  'signin.invalidOtp': 'Invalid OTP. Please try again.',
  'signin.resent': 'OTP Resent to your mobile number',
  'signin.sendFailed': 'Failed to send OTP. Please try again.',
  'signin.resendIn': 'You can resend OTP in {seconds}s',
  'signin.resend': 'Resend OTP',
  'signin.signupFailed': 'Signup failed',
  'signin.registrationFailed': 'Registeration failed',
  'signin.name': 'Name',
  'signin.email': 'Email',
  'signin.optional': 'Optional',
  'signin.haveAccount': 'Already have an account?',
  'signin.login': 'Login',
  'signin.mobile': 'Mobile Number',
  'signin.mobilePlaceholder': '10-digit mobile number',
  'signin.digit': 'Digit {n} of {total}',
  'signin.mobileLength': 'Mobile number must be 10 digits',
  'signin.mobileDigits': 'Only 10-digit numbers allowed',
  'signin.nameRequired': 'Name is required',
  'signin.nameTooLong': 'Name must be at most 80 characters',
  'signin.emailInvalid': 'Invalid email address',
  'signin.otpLength': 'OTP must be 4 digits',
} as const;

export type SigninKey = keyof typeof SIGNIN_EN;

/** A field rule's English message as its key, so the dialog shows it in the page's language. */
export function signinMessageKey(message: string): SigninKey | null {
  const hit = (Object.keys(SIGNIN_EN) as SigninKey[]).find((k) => SIGNIN_EN[k] === message);
  return hit ?? null;
}
