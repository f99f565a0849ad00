import type { ReactNode } from 'react';
import { statusPrimaryClass, statusSecondaryClass } from './status-styles';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';


type ButtonProps = { onClick: () => void; disabled?: boolean; primary?: boolean; children: ReactNode };

/** The status views' buttons: one look for the main action, another for the rest. */
export function StatusButton({ onClick, disabled = false, primary = true, children }: ButtonProps) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={primary ? statusPrimaryClass : statusSecondaryClass}>
      {children}
    </button>
  );
}

/** The spec's 'Any Help?' link to the contact page, under every status outcome that needs it. */
export function HelpLink() {
  const { t, href } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  return (
    <a href={href('/static/contact')} className={statusSecondaryClass}>
      {t('order.help')}
    </a>
  );
}
