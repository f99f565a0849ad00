import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The shop's modal dialog on Radix: focus is trapped inside and returned to the opener,
 * Escape and the close button close it, the page behind is inert to screen readers.
 */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Where focus goes on close when the control that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** The close button's name in the page's language; 'Close' by default. */
  closeLabel?: string;
};

export default function DialogPanel({ open, onOpenChange, title, description, children, size = 'md', fallbackFocus, closeLabel = 'Close' }: DialogProps) {
  // Our dialogs are opened from state, not a Radix Trigger, so remember the opener ourselves
  // (a layout effect runs before Radix moves focus into the dialog).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? null);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-[12px] bg-white text-ink shadow-xl ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink hover:bg-plum/10"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
