import { startFakeGateways } from '../support/gateways.ts';

// The end-to-end server's eSewa and Khalti (playwright.config.ts globalSetup): the local servers that
// answer as the gateways' documentation shows, with a payment page a browser clicks through.
export default async function fakeGateways() {
  const fake = await startFakeGateways(Number(process.env.E2E_GATEWAY_PORT));
  return () => fake.close();
}
