import { describe, expect, test } from 'vitest';
import { networkOf, normalizeAddress } from '../../src/server/platform/net/ip-address';
import { parseForwardedFor, parseTrustedProxy, resolveClientAddress } from '../../src/server/platform/net/trusted-proxy';

describe('normalizeAddress', () => {
  test('accepts IPv4 and IPv6 as written in headers, with ports, brackets and zones', () => {
    expect(normalizeAddress(' 198.51.100.9 ')).toBe('198.51.100.9');
    expect(normalizeAddress('198.51.100.9:51234')).toBe('198.51.100.9');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('::1')).toBe('::1');
  });

  test('IPv4-mapped IPv6 becomes the IPv4 address, in dotted or hex form', () => {
    expect(normalizeAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(normalizeAddress('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7');
    expect(normalizeAddress('0:0:0:0:0:ffff:198.51.100.1')).toBe('198.51.100.1');
    // Only ::ffff:0:0/96 is IPv4; other IPv6 addresses ending in dotted form stay IPv6.
    expect(normalizeAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b::c000:201');
    expect(normalizeAddress('::')).toBe('::');
  });

  test('anything else is no address', () => {
    for (const bad of ['', 'garbage', 'unknown', '1.2.3', '256.1.1.1', '1.2.3.4.5', '2001:db8:::1', '12345::1', '_hidden']) {
      expect(normalizeAddress(bad)).toBeNull();
    }
  });
});

describe('networkOf', () => {
  test('IPv4 networks are /24', () => {
    expect(networkOf('198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('198.51.100.250')).toBe('198.51.100.0/24');
    expect(networkOf('198.51.101.9')).toBe('198.51.101.0/24');
  });

  test('IPv6 networks are /64, and a mapped IPv4 address is its IPv4 /24', () => {
    expect(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::ffff:192.0.2.77')).toBe('192.0.2.0/24');
  });
});

describe('parseForwardedFor', () => {
  test('splits a list (and repeated headers joined with commas), keeping unreadable entries as null', () => {
    expect(parseForwardedFor('1.2.3.4, 198.51.100.9')).toEqual(['1.2.3.4', '198.51.100.9']);
    expect(parseForwardedFor('garbage,[2001:db8::5]:1234 ,  ::ffff:10.1.2.3')).toEqual([null, '2001:db8::5', '10.1.2.3']);
    expect(parseForwardedFor(null)).toEqual([]);
    expect(parseForwardedFor(' , ')).toEqual([]);
  });
});

describe('parseTrustedProxy', () => {
  test('off, a hop count, or a list of proxy networks', () => {
    expect(parseTrustedProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustedProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustedProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const networks = parseTrustedProxy('10.0.0.0/8, 2001:db8:ff::/48,192.0.2.10');
    expect(networks.kind).toBe('networks');
    expect(networks.kind === 'networks' && networks.networks.map((n) => n.text)).toEqual(['10.0.0.0/8', '2001:db8:ff::/48', '192.0.2.10/32']);
  });

  test('a value that is neither is refused with the reason', () => {
    expect(() => parseTrustedProxy('yes')).toThrow(/hop count/);
    expect(() => parseTrustedProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustedProxy('-1')).toThrow(/hop count/);
  });
});

describe('resolveClientAddress', () => {
  const none = parseTrustedProxy('0');
  const oneHop = parseTrustedProxy('1');
  const twoHops = parseTrustedProxy('2');
  const lbNetworks = parseTrustedProxy('10.0.0.0/8,fd00::/8');

  test('without the setting a forwarded header is ignored, however it is spoofed', () => {
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4, 198.51.100.9', none)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:203.0.113.7', '1.2.3.4', none)).toBe('203.0.113.7');
  });

  test('one hop: the address the proxy saw, whatever the client wrote before it', () => {
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.4', oneHop)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.4', oneHop)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::9]:5000', oneHop)).toBe('2001:db8::9');
  });

  test('two hops: the client is two entries in from the socket', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.9', twoHops)).toBe('198.51.100.4');
    // A chain shorter than the hops reaches the first address anyone recorded.
    expect(resolveClientAddress('10.0.0.2', '198.51.100.4', twoHops)).toBe('198.51.100.4');
  });

  test('a missing or unreadable entry stops at the nearest address a proxy vouched for', () => {
    expect(resolveClientAddress('10.0.0.2', null, oneHop)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'garbage', oneHop)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'garbage, 10.0.0.9', twoHops)).toBe('10.0.0.9');
  });

  test('proxy networks: skip trusted hops from the right, the first outsider is the client', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.20.0.3', lbNetworks)).toBe('198.51.100.4');
    expect(resolveClientAddress('fd00::2', '2001:db8:1:2::5', lbNetworks)).toBe('2001:db8:1:2::5');
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.4', lbNetworks)).toBe('198.51.100.4');
    // A request that did not come through a listed proxy keeps its own address.
    expect(resolveClientAddress('203.0.113.7', '198.51.100.4', lbNetworks)).toBe('203.0.113.7');
    // Every hop trusted: the leftmost address is the best there is.
    expect(resolveClientAddress('10.0.0.2', '10.9.9.9', lbNetworks)).toBe('10.9.9.9');
  });

  test('no usable socket address is null', () => {
    expect(resolveClientAddress(undefined, '198.51.100.4', none)).toBeNull();
    expect(resolveClientAddress('garbage', null, oneHop)).toBeNull();
  });
});
