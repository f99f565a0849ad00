/** Shared look of the order status views, so every outcome reads the same way. */
export const statusCardClass = 'mx-auto max-w-2xl rounded-[12px] border border-line bg-white p-6 text-center';
export const statusPrimaryClass =
  'inline-flex h-12 items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum-dark disabled:opacity-60';
export const statusSecondaryClass =
  'inline-flex h-12 items-center justify-center rounded-full border border-plum px-8 font-semibold text-plum hover:bg-plum/5';
