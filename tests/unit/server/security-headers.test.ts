import { describe, expect, it } from 'vitest';
import { isAdminPath } from '../../../src/server/http/security-headers.ts';

describe('isAdminPath', () => {
  it('is true for /admin and every path under /admin/', () => {
    for (const path of ['/admin', '/admin/', '/admin/bookings']) expect(isAdminPath(path), path).toBe(true);
  });

  it('is false for paths that only begin like the admin, or hold it further in', () => {
    for (const path of ['/administrator', '/ne/admin', '/']) expect(isAdminPath(path), path).toBe(false);
  });
});
