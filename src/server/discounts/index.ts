// The discounts domain's only door (issue 29): codes kept by the console, judged at checkout,
// counted inside the order's transaction, and reported by code.
export { CODE_REFUSALS, judgeCode, needsMinimum } from './code-rules';
export type { CodeLine, CodeSaving, DiscountCode } from './code-rules';
export { codeByText, normaliseCode, priceCode } from './find-code';
export { codeOpenNow } from './code-open';
export { takeCodeUse } from './take-use';
export { releaseCodeUse } from './release-use';
export { createDiscount, discountChoices, listDiscounts, pauseDiscount, updateDiscount } from './codes-admin';
export type { AdminDiscount, DiscountWriteContext } from './codes-admin';
export { codeReport } from './code-report';
export type { CodeReportRow } from './code-report';
