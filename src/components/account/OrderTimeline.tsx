import type { TimelineEntry } from '#lib/order-timeline';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The order's life, oldest first, in the shopper's words. */
export default function OrderTimeline({ entries, label = 'Order timeline' }: { entries: readonly TimelineEntry[]; label?: string }) {
  return (
    <ol aria-label={label} className="relative ml-2 space-y-4 border-l-2 border-line pl-5">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-plum" />
          <p className="font-semibold">{e.label}</p>
          <p className="text-sm text-muted">
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
