// The recovery domain's only door: the kept cart and the abandoned-checkout reminders (issue 29 item 5).
export { checkoutReminderJob, runCustomerReminder } from './reminder-job';
export { recoverySettings, saveRecoverySettings } from './recovery-settings';
export { recoveryWeeks } from './recovery-report';
export type { RecoveryWeek } from './recovery-report';
export { restoreCart } from './restore-cart';
export type { RestoreOutcome } from './restore-cart';
export { CHECKOUT_REMINDER_JOB, endRecoveryOnOrder, savedCartLines, syncCart } from './saved-cart';
