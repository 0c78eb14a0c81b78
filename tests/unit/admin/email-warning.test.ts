import { describe, expect, it } from 'vitest';
import { emailWarning } from '../../../src/admin/layout/email-warning.ts';
import { ROLES } from '../../../src/lib/roles.ts';

// Issue 42: support staff saw "Set SMTP_URL…", which only whoever runs the server can do.
describe('the email warning above the admin', () => {
  it('says nothing while email is sent', () => {
    for (const role of ROLES) expect(emailWarning('smtp', role)).toBeNull();
    expect(emailWarning(undefined, 'admin')).toBeNull();
  });

  it('tells an administrator what to set', () => {
    expect(emailWarning('off', 'admin')?.text).toContain('Set SMTP_URL');
    expect(emailWarning('file', 'admin')?.title).toBe('Emails are written to files, not sent:');
  });

  it('tells every other role what it means for them and whom to ask, never what to set', () => {
    for (const role of ROLES.filter((r) => r !== 'admin'))
      for (const mode of ['off', 'file'] as const) {
        const warning = emailWarning(mode, role);
        expect(warning?.tone).toBe('info');
        expect(warning?.text).toContain('Your administrator sets up email');
        expect(`${warning?.title} ${warning?.text}`).not.toMatch(/SMTP|README|server/);
      }
  });
});
