// R20: which IP addresses a resume download may connect to. Pure functions, no I/O.
//
// Only globally routable unicast addresses are public. Everything else (loopback, private,
// link-local incl. the 169.254.169.254 metadata service, CGNAT, multicast, reserved,
// documentation/benchmark ranges, and IPv6 forms that wrap such an IPv4 address) is refused.
// Anything that does not parse as an IP address is treated as not public.

/** Dotted-decimal IPv4 (exactly four decimal octets, no leading zeros) to a 32-bit number. */
export function parseIPv4(text: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  let value = 0;
  for (let i = 1; i <= 4; i++) {
    const part = m[i]!;
    if (part.length > 1 && part.startsWith('0')) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** IPv6 text (optionally bracketed, optionally with a %zone) to eight 16-bit groups. */
export function parseIPv6(text: string): number[] | null {
  let s = text;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!/^[0-9a-fA-F:.]+$/.test(s) || !s.includes(':')) return null;

  // A trailing dotted IPv4 part becomes two hex groups.
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }

  const halves = s.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const g of part.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      groups.push(parseInt(g, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]!);
  if (!head) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const rest = toGroups(halves[1]!);
  if (!rest) return null;
  const missing = 8 - head.length - rest.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}

/** [base, prefix length] pairs of IPv4 ranges that are not publicly routable. */
const NON_PUBLIC_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255 broadcast
];

const V4_RANGES = NON_PUBLIC_V4.map(([base, prefix]) => {
  const size = 2 ** (32 - prefix);
  return { start: parseIPv4(base)!, size };
});

function isPublicV4(value: number): boolean {
  return !V4_RANGES.some(({ start, size }) => value >= start && value < start + size);
}

function isPublicV6(g: number[]): boolean {
  const [a, b, c, d, e, f, g6, h] = g as [number, number, number, number, number, number, number, number];
  const embeddedLow = g6 * 65536 + h;
  const firstFiveZero = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  // ::ffff:a.b.c.d (IPv4-mapped): as public as the IPv4 address inside.
  if (firstFiveZero && f === 0xffff) return isPublicV4(embeddedLow);
  // ::/96 (unspecified, loopback, deprecated IPv4-compatible): never public.
  if (firstFiveZero && f === 0) return false;
  // 64:ff9b::/96 (well-known NAT64 prefix): as public as the IPv4 address inside.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPublicV4(embeddedLow);
  // Only 2000::/3 is global unicast. Outside it: fc00::/7 unique-local, fe80::/10 link-local,
  // fec0::/10 site-local, ff00::/8 multicast, 64:ff9b:1::/48 local NAT64, 100::/64 discard, ...
  if ((a & 0xe000) !== 0x2000) return false;
  // 2001::/23 IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID.
  if (a === 0x2001 && b < 0x0200) return false;
  if (a === 0x2001 && b === 0x0db8) return false; // documentation 2001:db8::/32
  if (a === 0x3fff && b < 0x1000) return false; // documentation 3fff::/20
  // 2002::/16 (6to4) carries an IPv4 address in bits 16..47.
  if (a === 0x2002) return isPublicV4(b * 65536 + c);
  return true;
}

/** True only for a globally routable unicast IPv4 or IPv6 address. */
export function isPublicAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = parseIPv6(ip);
  if (v6) return isPublicV6(v6);
  return false;
}

/** 4 or 6 when `text` is an IP literal (IPv6 possibly bracketed), else null. */
export function ipFamily(text: string): 4 | 6 | null {
  if (parseIPv4(text) !== null) return 4;
  if (parseIPv6(text) !== null) return 6;
  return null;
}
