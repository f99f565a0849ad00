/** Shared look of the account forms, so the three dialog views stay consistent. */
export const labelClass = 'block text-sm font-medium text-ink';
export const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-muted focus:border-[#5b2a86] focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#5b2a86] aria-[invalid=true]:border-[#b42318]';
export const errorClass = 'mt-1 text-sm text-[#b42318]';
export const primaryButtonClass =
  'inline-flex h-11 w-full items-center justify-center rounded-lg bg-[#5b2a86] px-4 text-base font-semibold text-white hover:bg-[#3f1c5e] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#5b2a86] disabled:cursor-not-allowed disabled:opacity-60';
export const linkButtonClass =
  'font-semibold text-[#5b2a86] underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#5b2a86] rounded';
