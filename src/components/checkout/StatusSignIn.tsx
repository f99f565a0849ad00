import { openLoginDialog } from '../../stores/login-dialog';
import { statusCardClass } from './status-styles';
import { HelpLink, StatusButton } from './StatusControls';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';


/**
 * The same neutral view for someone signed out and for another customer: it says nothing
 * about whether the order exists, and leaves this browser's cart as it is.
 */
export default function StatusSignIn() {
  const { t } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  return (
    <section className={statusCardClass}>
      <h1 className="text-2xl font-semibold">{t('order.signInTitle')}</h1>
      <p className="mt-2">{t('order.signInText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <StatusButton onClick={() => openLoginDialog('login')}>{t('order.signIn')}</StatusButton>
        <HelpLink />
      </div>
    </section>
  );
}
