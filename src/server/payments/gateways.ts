import { env } from '#server/platform/env';
import { notFound } from '#server/platform/errors';
import { GATEWAY_NAMES, type GatewayName, type PaymentGateway } from './gateway';
import { phonePeGateway } from './phonepe';
import { sandboxGateway } from './sandbox';

export function isGatewayName(name: string): name is GatewayName {
  return (GATEWAY_NAMES as readonly string[]).includes(name);
}

/** The gateway that starts new payments (PAYMENT_GATEWAY). */
export function activeGateway(): PaymentGateway {
  return gatewayNamed(env().PAYMENT_GATEWAY);
}

/**
 * A gateway by name, for attempts started under it. The sandbox exists only where the settings
 * allow it (production refuses PAYMENT_GATEWAY=sandbox, and its callbacks with it).
 */
export function gatewayNamed(name: GatewayName): PaymentGateway {
  const e = env();
  if (name === 'sandbox') {
    if (e.NODE_ENV === 'production') throw notFound('The sandbox payment gateway is not available on this shop.');
    return sandboxGateway(e.SANDBOX_GATEWAY_SECRET);
  }
  return phonePeGateway({
    authBaseUrl: e.PHONEPE_AUTH_BASE_URL,
    pgBaseUrl: e.PHONEPE_PG_BASE_URL,
    clientId: e.PHONEPE_CLIENT_ID ?? '',
    clientSecret: e.PHONEPE_CLIENT_SECRET ?? '',
    clientVersion: e.PHONEPE_CLIENT_VERSION,
    webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
  });
}
