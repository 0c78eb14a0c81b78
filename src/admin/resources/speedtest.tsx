import { SpeedtestsScreen } from '../speedtests/SpeedtestsScreen.tsx';
import type { Section } from './types.ts';

/** Speed tests (issue 32): what visitors measured, by area and day. */
export const speedtest: Section = {
  route: '/admin/speed-tests',
  title: 'Speed Tests',
  icon: 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0',
  screen: SpeedtestsScreen,
  api: '/api/speedtest/result',
  group: 'support',
};
