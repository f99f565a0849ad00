import { useState } from 'react';
import { adminCall } from './admin-api';

export default function SignOutButton() {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await adminCall('POST', '/api/admin/sign-out', {});
    window.location.assign('/admin/sign-in');
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} className="rounded-md px-3 py-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
      Sign out
    </button>
  );
}
