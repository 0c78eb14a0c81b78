import { col, contentResource, created } from './kit.tsx';

// Self-help on /support (issue 29): short steps customers try before reporting a fault.
export const help = contentResource('help', {
  route: '/admin/help',
  group: 'support',
  title: 'Self-help',
  singular: 'Help step',
  noun: 'help steps',
  emptyHint: 'Steps shown on the Support page before the fault report form: the ONU lights, restarting, Wi-Fi tips.',
  icon: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 8v4M12 16h.01',
  columns: [col('Title', 'title', { primary: true }), col('Text', 'text'), created],
});
