import type { TimelineEntry } from '#lib/order-timeline';
import { ACCOUNT_EN, type AccountKey } from '#lib/i18n/messages/account-en';
import { dateFormat, useAccountWords } from './use-account-words';

/** The order's life, oldest first, in the shopper's words and language (an entry of a kind it has no words for keeps the server's). */
type Props = { entries: readonly TimelineEntry[]; label?: string; name?: (entry: TimelineEntry) => string };

export default function OrderTimeline({ entries, label, name }: Props) {
  const { t, locale } = useAccountWords();
  const when = dateFormat(locale, 'moment');
  const named = name ?? ((e: TimelineEntry) => (`timeline.${e.kind}` in ACCOUNT_EN ? t(`timeline.${e.kind}` as AccountKey) : e.label));
  return (
    <ol aria-label={label ?? t('account.orderTimeline')} className="relative ml-2 space-y-4 border-l-2 border-line pl-5">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-plum" />
          <p className="font-semibold">{named(e)}</p>
          <p className="text-sm text-muted">
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
