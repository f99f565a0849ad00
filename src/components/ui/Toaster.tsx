import { Toaster as Sonner } from 'sonner';

/**
 * The one toast outlet, mounted once by the page shell. sonner's defaults are the spec's:
 * 4000 ms, 3 visible, 356 px wide, 14 px gap, 20 px swipe to dismiss.
 */
export default function Toaster() {
  return <Sonner position="bottom-right" closeButton toastOptions={{ classNames: { toast: 'font-sans' } }} />;
}
