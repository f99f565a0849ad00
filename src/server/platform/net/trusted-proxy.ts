import { inNetworks, normalizeAddress, parseNetwork, type ProxyNetwork } from './ip-address';

/** How far X-Forwarded-For is believed: not at all, a fixed number of proxies, or proxies in listed networks. */
export type TrustedProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; networks: ProxyNetwork[] };

const MAX_HOPS = 10;

/**
 * TRUSTED_PROXY: empty, 0 or false = no proxy (forwarded headers ignored); a number = that many
 * proxies in front of the server (1 = one load balancer; `true` is kept as 1); otherwise a
 * comma-separated list of the proxies' networks.
 */
export function parseTrustedProxy(value: string | undefined): TrustedProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return { kind: 'none' };
  if (v === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_HOPS) throw new Error(`must be a hop count from 0 to ${MAX_HOPS}, or a list of proxy networks`);
    return { kind: 'hops', hops };
  }
  if (!/[.:]/.test(v)) throw new Error('must be a hop count (0, 1, 2, …) or a comma-separated list of proxy networks such as 10.0.0.0/8');
  return { kind: 'networks', networks: v.split(',').map((s) => s.trim()).filter(Boolean).map(parseNetwork) };
}

/** X-Forwarded-For entries left to right; an entry nobody could read is null. */
export function parseForwardedFor(header: string | null | undefined): (string | null)[] {
  if (!header) return [];
  return header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => normalizeAddress(s));
}

/**
 * Walks the chain [forwarded…, socket peer] from the right, one proxy at a time, as far as the
 * setting trusts; an entry no one can read ends the walk at the last address a proxy vouched for.
 */
export function resolveClientAddress(socketAddress: string | null | undefined, forwardedFor: string | null | undefined, trust: TrustedProxy): string | null {
  const peer = normalizeAddress(socketAddress);
  if (!peer || trust.kind === 'none') return peer;
  const chain = [...parseForwardedFor(forwardedFor), peer];
  let i = chain.length - 1;
  for (let hop = 0; i > 0; hop++) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : inNetworks(chain[i]!, trust.networks);
    if (!trusted || chain[i - 1] === null) break;
    i--;
  }
  return chain[i]!;
}
