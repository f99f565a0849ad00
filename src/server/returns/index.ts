// The returns domain's only door: what other domains and the pages use of it.
export { EligibleOrdersAnswerSchema, EvidenceAnswerSchema, ReturnCreatedAnswerSchema, ReturnOptionsAnswerSchema } from './answer-schemas';
export { eligibleOrders } from './eligible-orders';
export { evidenceExpiresJob, ownEvidence, saveEvidence, sweepUnclaimedEvidence } from './evidence';
export { sweepLegacyEvidence } from './legacy-evidence';
export { payoutForRefund } from './payout-view';
export { refundReturn } from './refund-return';
export { requestReturn } from './request-return';
export { returnOptions } from './return-options';
export { countReturnsToActOn, evidenceOf, returnForStaff, returnQueue } from './return-queue';
export { returnReport } from './return-report';
export type { RateRow } from './return-report';
export { returnWindowDays, saveReturnWindowDays } from './return-settings';
export { shipExchange } from './ship-exchange';
export { approveReturn, receiveReturn, rejectReturn, scheduleReturnPickup } from './staff-returns';
