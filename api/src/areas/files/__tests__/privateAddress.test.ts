import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../uploads.ts';

/** Addresses `GET /proxy-image` must never connect to (unless PROXY_IMAGE_ALLOW_PRIVATE=true). */
const REFUSED: [string, string][] = [
  ['0.0.0.0', 'this network'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.254', 'benchmarking'],
  ['192.88.99.1', '6to4 relay'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::127.0.0.1', 'IPv4-compatible'],
  ['::8.8.8.8', 'IPv4-compatible'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
  ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['64:ff9b::7f00:1', 'NAT64'],
  ['64:ff9b::8.8.8.8', 'NAT64'],
  ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with zone'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::1', '6to4'],
  ['2001:0:4136:e378::1', 'Teredo'],
  ['100::1', 'discard'],
  ['', 'empty'],
  ['localhost', 'a name, not an address'],
  ['999.1.1.1', 'not an address'],
];

const ALLOWED: string[] = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '172.32.0.1',
  '100.128.0.1',
  '198.20.0.1',
  '223.255.255.254',
  '::ffff:8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001:81c::200e',
];

describe('isPublicAddress (the proxy-image address check)', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
