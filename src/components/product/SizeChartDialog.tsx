import { useState } from 'react';
import type { FitRow } from '#lib/review-fit';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';
import Dialog from '../ui/Dialog';
import Photo from '../ui/Photo';

/** The size chart's image and, once buyers have answered, how each size fitted them (issue 30). */
export default function SizeChartDialog({ image, productName, fitRows = [] }: { image: string | null; productName: string; fitRows?: FitRow[] }) {
  const [open, setOpen] = useState(false);
  const { t } = useWords<PickerKey>();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark">
        {t('picker.sizeChart')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('picker.sizeChart')} size="lg" closeLabel={t('picker.close')}>
        <div className="flex flex-col gap-4">
          {image && <Photo src={image} alt={t('picker.sizeChartFor', { name: productName })} sizes="(min-width: 768px) 640px, 100vw" className="mx-auto h-auto max-w-full" />}
          {fitRows.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold">{t('picker.fitCaption')}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">{t('picker.sizeColumn')}</th>
                  <th scope="col" className="py-2 pr-3">{t('fit.small')}</th>
                  <th scope="col" className="py-2 pr-3">{t('fit.true')}</th>
                  <th scope="col" className="py-2">{t('fit.large')}</th>
                </tr>
              </thead>
              <tbody>
                {fitRows.map((r) => (
                  <tr key={r.size} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 pr-3 font-medium">{r.size}</th>
                    <td className="py-2 pr-3 tabular">{r.small}</td>
                    <td className="py-2 pr-3 tabular">{r.true}</td>
                    <td className="py-2 tabular">{r.large}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </Dialog>
    </>
  );
}
