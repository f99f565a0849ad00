import { notFound, conflict, badRequest } from '#server/platform/errors';
import { getDb } from '#server/platform/db/client';
import type { Locale } from '#lib/i18n/locales';
import type { CustomerProfile, RegisterRequest, OtpVerifyRequest } from '#lib/validation/account';
import { createCustomer, findCustomerByMobile, toProfile, ALREADY_REGISTERED_MESSAGE } from './customers';
import { languageOf, rememberLanguage } from './customer-language';
import { INVALID_OTP_MESSAGE, startChallenge, verifyChallenge } from './otp-challenge';
import { countOtpRequest, countOtpSend, noteOwnNetwork, takeOtpGuess } from './otp-limits';
import { otpSender } from './otp-sender';
import { createSession } from './session';

export const NOT_REGISTERED_MESSAGE = 'This mobile number is not registered. Please sign up first.';

/**
 * `clientAddress` is the resolved client (src/server/platform/http/client-address.ts), null if
 * unknown. `language` is the language of the page asking (null when no page said): the code is
 * worded in it, else in the account's own.
 */
export async function requestLogin(mobileNumber: string, clientAddress: string | null, language: Locale | null = null): Promise<{ session_id: string }> {
  await countOtpRequest(clientAddress);
  const customer = await findCustomerByMobile(mobileNumber);
  if (!customer) throw notFound(NOT_REGISTERED_MESSAGE);
  const { ownNetwork } = await countOtpSend(mobileNumber, clientAddress);
  return { session_id: await startChallenge(mobileNumber, otpSender(), ownNetwork, language ?? (await languageOf(customer.id))) };
}

export async function register(input: RegisterRequest, clientAddress: string | null, language: Locale | null = null): Promise<{ session_id: string }> {
  await countOtpRequest(clientAddress);
  if (await findCustomerByMobile(input.mobileNumber)) throw conflict(ALREADY_REGISTERED_MESSAGE);
  const { ownNetwork } = await countOtpSend(input.mobileNumber, clientAddress);
  await createCustomer({ name: input.name, email: input.emailId, mobileNumber: input.mobileNumber, language: language ?? 'en' });
  return { session_id: await startChallenge(input.mobileNumber, otpSender(), ownNetwork, language ?? 'en') };
}

export async function resendOtp(mobileNumber: string, clientAddress: string | null, language: Locale | null = null): Promise<{ session_id: string }> {
  return requestLogin(mobileNumber, clientAddress, language);
}

/**
 * Only a wrong code spends today's allowance; a right one, or a closed challenge, gives the guess
 * back. Signing in from a Hindi or Tamil page makes that the account's language.
 */
export async function verifyOtp(
  input: OtpVerifyRequest,
  clientAddress: string | null,
  language: Locale | null = null,
): Promise<{ token: string; customer: CustomerProfile }> {
  const guess = await takeOtpGuess(input.mobileNumber, clientAddress);
  let outcome: 'verified' | 'wrong';
  try {
    outcome = await verifyChallenge(input.session_id, input.mobileNumber, input.otp);
  } catch (err) {
    await guess.release();
    throw err;
  }
  if (outcome === 'wrong') throw badRequest(INVALID_OTP_MESSAGE);
  await guess.release();
  await noteOwnNetwork(input.mobileNumber, clientAddress);
  const customer = await findCustomerByMobile(input.mobileNumber);
  if (!customer) throw notFound(NOT_REGISTERED_MESSAGE);
  if (language) await rememberLanguage(await getDb(), customer.id, language);
  return { token: await createSession(customer.id), customer: toProfile(customer) };
}
