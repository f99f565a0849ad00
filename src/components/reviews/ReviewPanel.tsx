import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import ReviewForm, { type ReviewLine } from './ReviewForm';
import { useAccountWords } from '../account/use-account-words';

type ReviewPage = { orderNumber: string; open: boolean; lines: ReviewLine[] };

/**
 * My Account's order page, once the order is delivered: 'Write a review' for each line, or the
 * line's review and what became of it (waiting, published, or rejected with staff's reason).
 */
export default function ReviewPanel({ orderId }: { orderId: string }) {
  const { t } = useAccountWords();
  const [page, setPage] = useState<ReviewPage | null>(null);
  useEffect(() => {
    void apiFetch<ReviewPage>(`/reviews/order?orderId=${encodeURIComponent(orderId)}`).then((r) => {
      if (r.status === 200 && r.data) setPage(r.data);
    });
  }, [orderId]);
  if (!page || (!page.open && page.lines.every((l) => !l.review))) return null;
  return (
    <section aria-labelledby="order-reviews" className="rounded-lg border border-line p-4">
      <h2 id="order-reviews" className="mb-3 text-lg font-semibold">
        {t('account.reviews')}
      </h2>
      <ReviewForm orderNumber={page.orderNumber} open={page.open} lines={page.lines} collapsed />
    </section>
  );
}
