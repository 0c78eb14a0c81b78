import { expect } from 'vitest';
import type { TestContext } from './setup.ts';

// What the customers' and the API keys' tests (issue 47) both set up.

/** A member of staff of this role, signed in: their token. */
export async function staff(ctx: TestContext, role: 'sales' | 'support' | 'editor') {
  const account = { name: `${role} person`, email: `${role}-c@example.com`, password: `${role}-password-1` };
  const made = await ctx.call('POST', '/api/users', { json: { ...account, verifyPassword: account.password, role } });
  expect(made.status).toBe(201);
  return (await (await ctx.call('POST', '/api/users/login', { json: account, token: null })).json()).token as string;
}

/** The coverage areas and plan the customers name. */
export async function areasAndPlan(ctx: TestContext) {
  for (const name of ['Biratnagar-1', 'Itahari-6'])
    await ctx.call('POST', '/api/area', {
      json: { name, district: 'Morang', status: 'available', services: ['home'] },
    });
  const plan = { name: 'Fibernet', speed: '50 Mbps', price: 'Rs. 1,100', duration: '/month' };
  return (await (await ctx.call('POST', '/api/plan', { json: plan })).json())._id as string;
}
