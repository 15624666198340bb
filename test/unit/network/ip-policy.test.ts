import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseIPv6 } from '../../../src/domain/network/ip-policy';

// R20: pure checks, no address here is ever contacted.
const NOT_PUBLIC: Array<[string, string]> = [
  // IPv4
  ['0.0.0.0', 'this network 0/8'],
  ['0.1.2.3', 'this network 0/8'],
  ['10.0.0.5', 'private 10/8'],
  ['10.255.255.255', 'private 10/8 top'],
  ['100.64.0.1', 'CGNAT 100.64/10'],
  ['100.127.255.254', 'CGNAT 100.64/10 top'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback 127/8'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.0.1', 'link-local'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12 top'],
  ['192.168.1.1', 'private 192.168/16'],
  ['192.0.0.8', 'IETF 192.0.0/24'],
  ['192.0.2.10', 'TEST-NET-1'],
  ['198.51.100.7', 'TEST-NET-2'],
  ['203.0.113.99', 'TEST-NET-3'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.255', 'benchmarking 198.18/15 top'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast SSDP'],
  ['240.0.0.1', 'reserved 240/4'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'bracketed loopback'],
  ['fc00::1', 'unique local fc00::/7'],
  ['fd00::1', 'unique local fd00::/8'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with zone'],
  ['febf:ffff::1', 'link-local fe80::/10 top'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'global-scope multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:192.168.0.1', 'IPv4-mapped private'],
  ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped metadata, long form'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated) public'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::169.254.169.254', 'NAT64 of metadata'],
  ['64:ff9b:1::1', 'local-use NAT64 64:ff9b:1::/48'],
  ['2002:0a00:0001::1', '6to4 wrapping 10.0.0.1'],
  ['2002:7f00:1::', '6to4 wrapping 127.0.0.1'],
  ['2002:c0a8:0101::1', '6to4 wrapping 192.168.1.1'],
  ['2001::1', 'Teredo 2001::/32'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:2::1', 'benchmarking 2001:2::/48'],
  ['2001:db8::1', 'documentation 2001:db8::/32'],
  ['2001:DB8:85A3::8A2E:370:7334', 'documentation, upper case'],
  ['3fff::1', 'documentation 3fff::/20'],
  ['100::1', 'discard 100::/64'],
  ['::ffff:0:a00:1', 'SIIT IPv4-translated'],
  // not addresses at all
  ['', 'empty'],
  ['localhost', 'a name'],
  ['example.com', 'a name'],
  ['010.0.0.1', 'octal-looking dotted quad'],
  ['1.2.3', 'three parts'],
  ['256.1.1.1', 'octet out of range'],
  ['2130706433', 'integer form'],
  ['1::2::3', 'two double colons'],
  ['12345::1', 'group too long'],
  ['1:2:3:4:5:6:7:8:9', 'nine groups'],
  [' 8.8.8.8', 'leading space'],
];

const PUBLIC: Array<[string, string]> = [
  ['8.8.8.8', 'Google DNS'],
  ['1.1.1.1', 'Cloudflare DNS'],
  ['9.9.9.9', 'Quad9'],
  ['93.184.215.14', 'example.com'],
  ['100.63.255.255', 'just below CGNAT'],
  ['100.128.0.0', 'just above CGNAT'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.0', 'just above 172.16/12'],
  ['169.253.255.255', 'just below link-local'],
  ['192.0.3.1', 'just above TEST-NET-1'],
  ['198.17.255.255', 'just below 198.18/15'],
  ['198.20.0.0', 'just above 198.18/15'],
  ['223.255.255.255', 'just below multicast'],
  ['11.0.0.1', 'just above 10/8'],
  ['2606:4700:4700::1111', 'Cloudflare DNS v6'],
  ['2001:4860:4860::8888', 'Google DNS v6'],
  ['2a00:1450:4001:81c::200e', 'a public v6'],
  ['[2606:4700:4700::1111]', 'bracketed public v6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['::ffff:808:808', 'IPv4-mapped public, hex form'],
  ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
  ['2002:0808:0808::1', '6to4 wrapping 8.8.8.8'],
  ['2001:200::1', 'just above 2001::/23'],
];

describe('isPublicAddress (R20)', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(PUBLIC)('accepts %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('parseIPv6', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
  ])('parses %s', (text, groups) => {
    expect(parseIPv6(text)).toEqual(groups);
  });

  it.each(['1:2:3:4:5:6:7:8::', ':::', '1.2.3.4', '::1.2.3', 'g::1', '1:2:3:4:5:6:7'])('rejects %s', (text) => {
    expect(parseIPv6(text)).toBeNull();
  });
});
