import { devToolsOn } from '#server/platform/env';
import { networkOf } from '#server/platform/net/ip-address';
import { isOwnNetwork, rememberOwnNetwork } from './otp-own-networks';
import { hitLimits, type Hits, type Limit } from './rate-limit';

/**
 * Who may ask for and try one-time codes, how often. A network is the client's IPv4 /24 or
 * IPv6 /64. Wrong codes are counted per India Standard Time calendar day: a number gets at most
 * 30 guesses a day from everywhere together (0.3% of the 10,000 codes), one network 10.
 * Sends are counted per number per network, so a stranger exhausts only their own network's
 * share. A network from which the number entered a right code in the last 90 days is its own
 * and is held by nothing else, so no stranger elsewhere can stop the owner there. All other
 * networks share a cap per number (against SMS bombing) and each may send the number only a
 * few codes a day, so a stranger holds that cap full only as long as their networks last.
 */
export const OTP_LIMITS = {
  windowSeconds: 10 * 60,
  sendsPerMobilePerNetwork: 3,
  sendsPerMobile: 10,
  sendsPerMobilePerNewNetworkPerDay: 6,
  requestsPerAddress: 20,
  requestsPerNetwork: 60,
  wrongCodesPerNetworkPerDay: 10,
  wrongCodesPerMobilePerDay: 30,
} as const;

const LOOPBACK = /^(127\.|::1$)/;
const NETWORK_BUSY = 'Too many OTP requests from your network. Please wait {wait} and try again.';
const NUMBER_BUSY = 'Too many OTPs were sent to this mobile number. Please wait {wait} before asking for another.';
const NETWORK_GUESSED = 'Too many wrong OTPs were entered from your network today. Please try again after midnight India Standard Time (IST), in {wait}.';
const NUMBER_GUESSED = 'Too many wrong OTPs were entered for this mobile number today. Please try again after midnight India Standard Time (IST), in {wait}.';

/**
 * With dev tools on, loopback is exempt from the per-address and per-network limits so a local
 * test run that signs in many times from one machine is not throttled; production never has
 * dev tools on. The address is the resolved client, so a proxy on loopback exempts no one.
 */
function networkLimited(clientAddress: string): boolean {
  return !(devToolsOn() && LOOPBACK.test(clientAddress));
}

const where = (clientAddress: string | null) => {
  const address = clientAddress ?? 'unknown';
  return { address, network: clientAddress ? networkOf(clientAddress) : 'unknown' };
};

/** Every login, sign-up and resend, whether or not a code goes out (this slows probing which numbers are registered). */
export async function countOtpRequest(clientAddress: string | null): Promise<void> {
  const { address, network } = where(clientAddress);
  if (!networkLimited(address)) return;
  await hitLimits([
    { bucket: `otp:ip:${address}`, max: OTP_LIMITS.requestsPerAddress, windowSeconds: OTP_LIMITS.windowSeconds, message: NETWORK_BUSY },
    { bucket: `otp:net:${network}`, max: OTP_LIMITS.requestsPerNetwork, windowSeconds: OTP_LIMITS.windowSeconds, message: NETWORK_BUSY },
  ]);
}

/** Counts one code sent to the number; answers whether it goes out on one of the number's own networks. */
export async function countOtpSend(mobileNumber: string, clientAddress: string | null): Promise<{ ownNetwork: boolean }> {
  const { network } = where(clientAddress);
  const ownNetwork = clientAddress !== null && (await isOwnNetwork(mobileNumber, network));
  const limits: Limit[] = [
    { bucket: `otp:mobile-net:${mobileNumber}:${network}`, max: OTP_LIMITS.sendsPerMobilePerNetwork, windowSeconds: OTP_LIMITS.windowSeconds, message: NUMBER_BUSY },
  ];
  if (!ownNetwork) {
    limits.push(
      { bucket: `otp:mobile-new-net:${mobileNumber}:${network}`, max: OTP_LIMITS.sendsPerMobilePerNewNetworkPerDay, windowSeconds: 24 * 60 * 60, message: NUMBER_BUSY },
      { bucket: `otp:mobile:${mobileNumber}`, max: OTP_LIMITS.sendsPerMobile, windowSeconds: OTP_LIMITS.windowSeconds, message: NUMBER_BUSY },
    );
  }
  await hitLimits(limits);
  return { ownNetwork };
}

/** A right code proves the number's owner is on this network. */
export async function noteOwnNetwork(mobileNumber: string, clientAddress: string | null): Promise<void> {
  if (clientAddress) await rememberOwnNetwork(mobileNumber, networkOf(clientAddress));
}

/**
 * Takes one guess from today's allowance before the code is checked, so racing guesses cannot
 * pass the limit; the caller releases it when the guess was not a wrong code.
 */
export async function takeOtpGuess(mobileNumber: string, clientAddress: string | null): Promise<Hits> {
  const { address, network } = where(clientAddress);
  const limits: Limit[] = [];
  if (networkLimited(address)) limits.push({ bucket: `otp:wrong-net:${network}`, max: OTP_LIMITS.wrongCodesPerNetworkPerDay, perIndiaDay: true, message: NETWORK_GUESSED });
  limits.push({ bucket: `otp:wrong-mobile:${mobileNumber}`, max: OTP_LIMITS.wrongCodesPerMobilePerDay, perIndiaDay: true, message: NUMBER_GUESSED });
  return hitLimits(limits);
}
