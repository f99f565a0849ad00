import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { ToasterProps } from 'sonner';
import { $toasterWanted, loadSonner, toasterMounted } from '../../stores/toast';
import { TOAST_MS } from '#lib/ui-timings';

/**
 * The one toast outlet, mounted once by the page shell. sonner's defaults are the spec's (3
 * visible, 356 px wide, 14 px gap, 20 px swipe to dismiss); the duration is stated so it stays
 * the spec's 4 s whatever sonner's default becomes. It loads with the first toast.
 */
export default function Toaster() {
  const wanted = useStore($toasterWanted);
  const [Outlet, setOutlet] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    if (wanted && !Outlet) void loadSonner().then((m) => setOutlet(() => m.Toaster));
  }, [wanted, Outlet]);
  // Runs after sonner's own effects, so its outlet is already subscribed to new toasts.
  useEffect(() => {
    if (Outlet) toasterMounted();
  }, [Outlet]);

  if (!Outlet) return null;
  return <Outlet position="bottom-right" closeButton duration={TOAST_MS} toastOptions={{ classNames: { toast: 'font-sans' } }} />;
}
