import { notFound } from '../http/errors';
import { applyGatewayUpdate, payloadHash, type ApplyResult } from './apply-update';
import { gatewayNamed, isGatewayName } from './gateways';

export type CallbackResult = ApplyResult & { ignored: boolean };

/**
 * A server-to-server message from a gateway: verified first (a forged or altered one is refused
 * before anything is read from it), then recorded once, keyed by the hash of its exact bytes.
 */
export async function handleCallback(gatewayName: string, headers: Headers, rawBody: string): Promise<CallbackResult> {
  if (!isGatewayName(gatewayName)) throw notFound('No such payment gateway.');
  const update = gatewayNamed(gatewayName).verifyCallback(headers, rawBody);
  if (!update) return { applied: false, duplicate: false, ignored: true };
  const result = await applyGatewayUpdate(gatewayName, update, 'callback', payloadHash(rawBody));
  return { ...result, ignored: false };
}
