import { lazy, Suspense, useEffect, useState } from 'react';
import type { DialogProps } from './DialogPanel';

const DialogPanel = lazy(() => import('./DialogPanel'));

/**
 * The shop's modal dialog (Radix, in DialogPanel). Islands render their dialogs closed on
 * every page view, so Radix loads the first time one opens rather than with the page.
 */
export default function Dialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
