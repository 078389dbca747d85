import { describe, expect, it } from 'vitest';
import { tenantOf } from '../tenantOf.ts';

describe('tenant of a request', () => {
  it('prefers the x-tenant-id header', () => {
    expect(tenantOf('acme', 'demo.example.com')).toBe('acme');
  });

  it('takes the first label of a host name', () => {
    expect(tenantOf(null, 'acme.localhost')).toBe('acme');
    expect(tenantOf(null, 'demo.hive.example.com')).toBe('demo');
  });

  it('falls back to demo for localhost and IP addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '10.1.2.3', '[::1]', '::1']) expect(tenantOf(null, host)).toBe('demo');
  });
});
