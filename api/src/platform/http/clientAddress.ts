import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Peers whose `x-forwarded-for` the service believes: `TRUSTED_PROXY`, a comma-separated list of IP
 * addresses or CIDR ranges (`10.0.0.5,10.1.0.0/16`), `loopback` (the default: the BFF on the same host,
 * 127.0.0.0/8 and ::1) or `none`. Any other peer's header is ignored: a client talking to the service
 * directly cannot pick the address its sign-in failures are counted against.
 */
function trustedPeers(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (entry === 'none') continue;
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXY: "${entry}" is not an IP address or range (or loopback, none)`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

let cached: { setting: string; list: BlockList } | undefined;
function trusted(address: string): boolean {
  const setting = process.env.TRUSTED_PROXY?.trim() || 'loopback';
  if (cached?.setting !== setting) cached = { setting, list: trustedPeers(setting) };
  const family = isIP(address);
  return family !== 0 && cached.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `::ffff:192.0.2.1` → `192.0.2.1`, so one client has one spelling. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The address of the person behind a request: the TCP peer, or — when the peer is a trusted proxy
 * (the BFF, see `TRUSTED_PROXY`) — the last address of its `x-forwarded-for`, the one that proxy
 * added. Sign-in failures and reset requests are counted per this address.
 */
export function clientAddressOf(request: FastifyRequest): string {
  const peer = plain(request.socket?.remoteAddress ?? request.ip ?? '');
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => plain(s.trim()))
    .filter((s) => isIP(s));
  const last = forwarded.at(-1);
  return last && trusted(peer) ? last : peer || 'unknown';
}
