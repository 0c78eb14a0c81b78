import type { AreaService } from './schemas/area.ts';

// Which plans fit an area's services (issue 15). A plan has no service field of its own: SME plans
// need the SME service, a plan named wireless the wireless service, any other home plan the fibre
// ('home') service, and a plan that includes IPTV the IPTV service too.

/** What a plan must be for this: its category and name. */
export interface PlanKind {
  name: string;
  sme: boolean;
}

/** The services a plan needs where it is installed. */
export function servicesOf(plan: PlanKind): AreaService[] {
  const main: AreaService = plan.sme ? 'sme' : /wireless/i.test(plan.name) ? 'wireless' : 'home';
  return /iptv/i.test(plan.name) ? [main, 'iptv'] : [main];
}

/** The plans an area's services can carry, in their own order. */
export const plansFor = <P extends PlanKind>(services: readonly string[], plans: readonly P[]): P[] =>
  plans.filter((p) => servicesOf(p).every((s) => services.includes(s)));
