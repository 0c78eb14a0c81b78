import { NtaReportScreen } from '../regulator/NtaReportScreen.tsx';
import type { Section } from './types.ts';

/** The NTA's monthly report (issue 49): complaints, repairs, downtime, maintenance notice and credits. */
export const ntaReport: Section = {
  route: '/admin/nta-report',
  title: 'NTA Report',
  icon: 'M9 17v-6m4 6V7m4 10v-3M5 21h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2z',
  screen: NtaReportScreen,
  api: '/api/report/nta',
  group: 'support',
};
