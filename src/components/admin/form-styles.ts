/** The console's few shared class lists, so every form looks and focuses the same. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base focus:border-plum focus:outline-2 focus:outline-offset-2 focus:outline-plum';
export const buttonClass =
  'inline-flex items-center justify-center rounded-md bg-plum px-4 py-2 font-medium text-white hover:bg-plum-dark disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-plum px-3 py-1.5 text-sm font-medium text-plum hover:bg-plum hover:text-white disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum';
export const labelClass = 'block text-sm font-medium';
export const compactSelectClass =
  'rounded-md border border-gray-400 bg-white px-2 py-1 text-sm focus:border-plum focus:outline-2 focus:outline-offset-2 focus:outline-plum';
