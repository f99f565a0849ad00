// The legal domain's only door: what other domains and the pages use of it.
export { CustomerDataSchema, ErasedSchema, FiledGrievanceSchema } from './answer-schemas';
export { eraseCustomer, exportCustomerData } from './data-rights';
export { declarationsOfProduct } from './declarations';
export { ensureDemoLegal } from './demo-settings';
export { grievanceAcknowledgementJob } from './grievance-sms';
export { clocksOf, fileGrievance, grievanceById, grievanceQueue, moveGrievance, optionalCustomer, requestGrievanceOtp } from './grievances';
export { grievanceOfficerForPage, legalSettings, readLegalSettings, saveLegalSettings } from './settings';
