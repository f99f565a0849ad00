import { openLoginDialog } from '../../stores/login-dialog';
import { statusCardClass } from './status-styles';
import { HelpLink, StatusButton } from './StatusControls';

/**
 * The same neutral view for someone signed out and for another customer: it says nothing
 * about whether the order exists, and leaves this browser's cart as it is.
 */
export default function StatusSignIn() {
  return (
    <section className={statusCardClass}>
      <h1 className="text-2xl font-semibold">Sign in to see this order</h1>
      <p className="mt-2">Only the account that placed an order can see it. Sign in with the mobile number you ordered with.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <StatusButton onClick={() => openLoginDialog('login')}>Sign In</StatusButton>
        <HelpLink />
      </div>
    </section>
  );
}
