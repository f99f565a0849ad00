/**
 * IPv4 and IPv6 addresses as the server meets them in sockets and proxy headers: one canonical
 * text per address, the client's network, and membership of a proxy network.
 */
export type ProxyNetwork = { text: string; version: 4 | 6; base: bigint; prefix: number };

type Parsed = { version: 4 | 6; value: bigint };

function parseIpv4(s: string): bigint | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    value = (value << 8n) | BigInt(p);
  }
  return value;
}

function parseIpv6(s: string): bigint | null {
  let text = s;
  let tail: bigint[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >> 16n, v4 & 0xffffn];
    const before = text.slice(0, lastColon + 1);
    text = before.endsWith('::') ? before : before.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...rest];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const given = all.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const words = [...head.map((g) => BigInt(`0x${g}`)), ...Array<bigint>(8 - given).fill(0n), ...rest.map((g) => BigInt(`0x${g}`)), ...tail];
  return words.reduce((acc, w) => (acc << 16n) | w, 0n);
}

/** ::ffff:0:0/96, the IPv4-mapped range: the 96 bits above the IPv4 address. */
const MAPPED_HIGH_BITS = 0xffffn;

function parse(raw: string): Parsed | null {
  let s = raw.trim();
  if (s.startsWith('[')) {
    const end = s.indexOf(']');
    if (end < 0 || !/^(:\d{1,5})?$/.test(s.slice(end + 1))) return null;
    s = s.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(s)) {
    s = s.slice(0, s.lastIndexOf(':'));
  }
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) {
    const v4 = parseIpv4(s);
    return v4 === null ? null : { version: 4, value: v4 };
  }
  const v6 = parseIpv6(s);
  if (v6 === null) return null;
  // An IPv4 client seen through a dual-stack socket is the same client as over IPv4.
  if (v6 >> 32n === MAPPED_HIGH_BITS) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function ipv6Words(value: bigint): number[] {
  return Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
}

function formatIpv6(value: bigint): string {
  const words = ipv6Words(value);
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function format(p: Parsed): string {
  return p.version === 4 ? formatIpv4(p.value) : formatIpv6(p.value);
}

/** One canonical text per address (ports, brackets and zones dropped, IPv4-mapped unwrapped), or null. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  const p = raw ? parse(raw) : null;
  return p ? format(p) : null;
}

/** The client's network: IPv4 /24, IPv6 /64 (what one household, office or phone usually holds). */
export function networkOf(address: string): string {
  const p = parse(address);
  if (!p) return `unknown:${address}`;
  if (p.version === 4) return `${formatIpv4(p.value & ~0xffn & 0xffffffffn)}/24`;
  return `${ipv6Words(p.value).slice(0, 4).map((w) => w.toString(16)).join(':')}::/64`;
}

export function parseNetwork(text: string): ProxyNetwork {
  const [addr = '', bits] = text.split('/');
  const p = parse(addr);
  const width = p?.version === 4 ? 32 : 128;
  const prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!p || !(prefix >= 0 && prefix <= width)) {
    throw new Error(`"${text}" is not a network such as 10.0.0.0/8 or fd00::/8`);
  }
  const shift = BigInt(width - prefix);
  const base = (p.value >> shift) << shift;
  return { text: `${format({ version: p.version, value: base })}/${prefix}`, version: p.version, base, prefix };
}

export function inNetworks(address: string, networks: ProxyNetwork[]): boolean {
  const p = parse(address);
  if (!p) return false;
  return networks.some((n) => {
    if (n.version !== p.version) return false;
    const shift = BigInt((p.version === 4 ? 32 : 128) - n.prefix);
    return p.value >> shift === n.base >> shift;
  });
}
