import { ApiKeysScreen } from '../keys/ApiKeysScreen.tsx';
import type { Section } from './types.ts';

/** The keys the ISP's billing system and other programs call the API with (issue 47): admins only. */
export const apiKeys: Section = {
  route: '/admin/api-keys',
  title: 'API keys',
  icon: 'M15 7a3 3 0 11-6 0 3 3 0 016 0zM12 10v11M12 14h3M12 18h2',
  screen: ApiKeysScreen,
  group: 'customers',
  api: '/api/keys',
};
