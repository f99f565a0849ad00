import { atom, computed } from 'nanostores';
import { toast } from './toast';
import { apiFetch, storedToken, TOKEN_KEY, type ApiEnvelope } from '../client/api-client';
import type { CustomerProfile, RegisterRequest } from '#lib/validation/account';

/**
 * Who is signed in. The bearer token lives in localStorage under the spec's keys (token,
 * session_id, user, sessionId); the profile call on start decides whether it is still good.
 */
export const USER_KEY = 'user';
export const SESSION_ID_KEYS = ['session_id', 'sessionId'] as const;

export const $user = atom<CustomerProfile | null>(null);
/** True until the stored token has been checked, so guarded pages do not bounce too early. */
export const $isLoading = atom<boolean>(false);
export const $isAuthenticated = computed($user, (u) => u !== null);

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lasts only as long as the page.
  }
}

function setUser(user: CustomerProfile | null): void {
  $user.set(user);
  write(USER_KEY, user ? JSON.stringify(user) : null);
}

export function hasToken(): boolean {
  return storedToken() !== null;
}

let started: Promise<void> | undefined;

/** Runs once per page life: a stored token loads the profile; a refused one signs out quietly. */
export function initAuth(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  started ??= (async () => {
    if (!hasToken()) return;
    $isLoading.set(true);
    const status = await fetchProfile();
    // Only a refused token signs the shopper out; a dropped connection or a page left mid-request must not.
    if (status === 401) clearLocalSession();
    $isLoading.set(false);
  })();
  return started;
}

export async function loadProfile(): Promise<boolean> {
  return (await fetchProfile()) === 200;
}

async function fetchProfile(): Promise<number> {
  const r = await apiFetch<CustomerProfile>('/customer/profile');
  if (r.status === 200 && r.data) setUser(r.data);
  return r.status;
}

export function rememberSessionId(sessionId: string): void {
  for (const key of SESSION_ID_KEYS) write(key, sessionId);
}

export const requestLogin = (mobileNumber: string) =>
  apiFetch<{ session_id: string }>('/customer/login', { body: { mobileNumber } });

export const requestSignup = (input: RegisterRequest) =>
  apiFetch<{ session_id: string }>('/customer/register', {
    body: { name: input.name, emailId: input.emailId ?? '', mobileNumber: input.mobileNumber },
  });

export const requestResend = (mobileNumber: string) =>
  apiFetch<{ session_id: string }>('/customer/resend-otp', { body: { mobileNumber } });

/** Verifying stores the token, then loads the profile, so the user shown is the server's. */
export async function verifyOtp(
  mobileNumber: string,
  otp: string,
  sessionId: string,
): Promise<ApiEnvelope<{ token: string; customer: CustomerProfile }>> {
  const r = await apiFetch<{ token: string; customer: CustomerProfile }>('/customer/otp-verify', {
    body: { mobileNumber, otp, session_id: sessionId },
  });
  if (r.status !== 200 || !r.data?.token) return r;
  write(TOKEN_KEY, r.data.token);
  // The cart kept for this shopper joins this browser's at the next cart sync (src/stores/cart-sync.ts).
  write('cartMergePending', '1');
  setUser(r.data.customer);
  if (!(await loadProfile())) toast.error('Failed to load profile. Please try again.');
  return r;
}

/** Forgets the session here only: for when the server has already ended it (an erased account). */
export function clearLocalSession(): void {
  write(TOKEN_KEY, null);
  for (const key of SESSION_ID_KEYS) write(key, null);
  setUser(null);
}

/** Revokes the token on the server (best effort), forgets it here and says so. */
export async function logout(): Promise<void> {
  const token = storedToken();
  if (token) await apiFetch('/customer/logout', { method: 'POST', token });
  clearLocalSession();
  toast.info('Logged out successfully');
}
