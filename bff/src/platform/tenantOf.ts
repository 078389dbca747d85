// The tenant a request names. No Node API: GraphiQL's page (browser) uses it too, so both decide alike.

/** An IPv4 address, or anything with a colon (IPv6). */
const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/** The tenant when neither the header nor the host name names one. */
export const DEFAULT_TENANT = 'demo';

/**
 * The tenant of a request: the `x-tenant-id` header (integrators), else the first label of the host
 * name (`acme.localhost` → `acme`) unless the host is localhost or an IP address, else `demo`.
 */
export function tenantOf(tenantHeader: string | null, hostname: string): string {
  if (tenantHeader) return tenantHeader;
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || IP_ADDRESS.test(host)) return DEFAULT_TENANT;
  const [label] = host.split('.');
  return label && host.includes('.') ? label : DEFAULT_TENANT;
}
