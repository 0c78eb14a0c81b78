import { describe, expect, it } from 'vitest';
import { INVALID_LINK, isSafeLink } from '../../../src/lib/fields.ts';
import { sliderSchema } from '../../../src/lib/schemas/slider.ts';

describe('slider link', () => {
  it('accepts site paths, http(s) URLs, tel: and mailto:', () => {
    for (const ok of [
      '/plans',
      '/booking?category=home&plan=Fibernet',
      '/',
      'https://example.com.np/offer',
      'http://example.com',
      'tel:+9779852012345',
      'mailto:info@example.com',
    ]) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
  });

  it('refuses data:, javascript:, protocol-relative and other links', () => {
    for (const bad of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '//other.host/x',
      '/\\other.host/x',
      'plans',
      'ftp://example.com',
      'vbscript:x',
      'https://',
      'tel:',
      '/pla ns',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });

  it('is part of the shared slider schema, so the admin form shows the same message', () => {
    const result = sliderSchema.safeParse({ name: 'Banner', link: 'data:text/html,hi' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['link'], message: INVALID_LINK });
    expect(sliderSchema.safeParse({ name: 'Banner', link: '' }).success).toBe(true);
  });
});
