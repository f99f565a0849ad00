// The auth domain's only door: what other domains and the pages use of it.
export { register, requestLogin, resendOtp, verifyOtp } from './accounts';
export { CustomerProfileSchema, OtpSessionSchema, SignedInSchema } from './answer-schemas';
export { toProfile } from './customers';
export { languageOf, rememberLanguage } from './customer-language';
export { recentOutbox } from './dev-sender';
export { INVALID_OTP_MESSAGE, startChallenge, verifyChallenge } from './otp-challenge';
export { countOtpRequest, countOtpSend, takeOtpGuess } from './otp-limits';
export { otpSender } from './otp-sender';
export { hitLimits } from './rate-limit';
export { bearerToken, customerForOrder, customerForToken, liveCustomerOf, liveSessionSql, requireCustomer, revokeToken } from './session';
export type { Customer } from './session';
