import { devToolsOn } from '../env';
import { notFound, conflict } from '../http/errors';
import type { CustomerProfile, RegisterRequest, OtpVerifyRequest } from '../../lib/validation/account';
import { createCustomer, findCustomerByMobile, toProfile, ALREADY_REGISTERED_MESSAGE } from './customers';
import { startChallenge, verifyChallenge } from './otp-challenge';
import { otpSender } from './otp-sender';
import { hitLimits, OTP_REQUESTS_PER_IP, OTP_SENDS_PER_MOBILE, OTP_WINDOW_SECONDS, type Limit } from './rate-limit';
import { createSession } from './session';

export const NOT_REGISTERED_MESSAGE = 'This mobile number is not registered. Please sign up first.';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Every OTP request counts against the client address (this also slows down probing which
 * numbers are registered). With dev tools on, loopback is exempt so a local test run that signs
 * in many times from one machine is not throttled; production never has dev tools on.
 */
async function countRequest(clientAddress: string): Promise<void> {
  if (devToolsOn() && LOOPBACK.test(clientAddress)) return;
  await hitLimits([ipLimit(clientAddress)]);
}

function ipLimit(clientAddress: string): Limit {
  return {
    bucket: `otp:ip:${clientAddress}`,
    max: OTP_REQUESTS_PER_IP,
    windowSeconds: OTP_WINDOW_SECONDS,
    message: 'Too many OTP requests from your network. Please wait {wait} and try again.',
  };
}

async function limitSends(mobileNumber: string): Promise<void> {
  await hitLimits([
    {
      bucket: `otp:mobile:${mobileNumber}`,
      max: OTP_SENDS_PER_MOBILE,
      windowSeconds: OTP_WINDOW_SECONDS,
      message: 'Too many OTPs were sent to this mobile number. Please wait {wait} before asking for another.',
    },
  ]);
}

async function sendOtp(mobileNumber: string): Promise<string> {
  await limitSends(mobileNumber);
  return startChallenge(mobileNumber, otpSender());
}

export async function requestLogin(mobileNumber: string, clientAddress: string): Promise<{ session_id: string }> {
  await countRequest(clientAddress);
  if (!(await findCustomerByMobile(mobileNumber))) throw notFound(NOT_REGISTERED_MESSAGE);
  return { session_id: await sendOtp(mobileNumber) };
}

export async function register(input: RegisterRequest, clientAddress: string): Promise<{ session_id: string }> {
  await countRequest(clientAddress);
  if (await findCustomerByMobile(input.mobileNumber)) throw conflict(ALREADY_REGISTERED_MESSAGE);
  await limitSends(input.mobileNumber);
  await createCustomer({ name: input.name, email: input.emailId, mobileNumber: input.mobileNumber });
  return { session_id: await startChallenge(input.mobileNumber, otpSender()) };
}

export async function resendOtp(mobileNumber: string, clientAddress: string): Promise<{ session_id: string }> {
  return requestLogin(mobileNumber, clientAddress);
}

export async function verifyOtp(input: OtpVerifyRequest): Promise<{ token: string; customer: CustomerProfile }> {
  await verifyChallenge(input.session_id, input.mobileNumber, input.otp);
  const customer = await findCustomerByMobile(input.mobileNumber);
  if (!customer) throw notFound(NOT_REGISTERED_MESSAGE);
  return { token: await createSession(customer.id), customer: toProfile(customer) };
}
