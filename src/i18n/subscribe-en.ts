// Status emails (issue 29): the subscribe box on /status and /support/track, the page a link in
// the emails opens (/status/subscription), and the emails themselves. subscribe-ne.ts has the same keys.
export const subscribeEn = {
  form: {
    title: 'Get status emails',
    lead: 'We email you when an outage or planned maintenance touches your area, with every update until it is fixed.',
    leadArea: 'We email you when an outage or planned maintenance touches {area}, with every update until it is fixed.',
    email: 'Email',
    area: 'Area',
    allAreas: 'All areas',
    send: 'Subscribe',
    sending: 'Sending...',
    sent: 'Almost done: we sent a link to {email}. Open it to start getting status emails.',
    error: 'Could not subscribe. Please check the address and try again.',
    unavailable: 'Status emails are not available yet. Please check this page for updates.',
    tooMany: 'Too many tries. Please wait a minute and try again.',
    privacy: 'Only status emails, nothing else. Every email has a link to stop them.',
  },
  page: {
    title: 'Status emails',
    description: 'Confirm or stop the network status emails.',
    working: 'One moment…',
    confirmed: 'Done. You will get an email when an outage or planned maintenance touches {area}.',
    unsubscribed: 'Done. You will get no more status emails for {area}.',
    sent: 'Almost done: we sent you a link. Open it within 7 days to start getting status emails.',
    invalid: 'Could not subscribe. Please check the email address and the area, then try again.',
    expired: 'This link has expired or was already used. You can subscribe again on the network status page.',
    failed: 'Something went wrong. Please try the link again.',
    status: 'See the network status',
    everywhere: 'any area',
  },
  mail: {
    confirmSubject: 'Confirm your status emails from {isp}',
    confirmText:
      'Someone, probably you, asked for emails about outages and planned maintenance in {area} on the {isp} network.\n\nTo start getting them, open this link within 7 days:\n{link}\n\nIf it was not you, ignore this email: nothing more will be sent.',
    newSubject: '{kind} in {area}: {title}',
    newSubjectEverywhere: '{kind} across the network: {title}',
    updateSubject: 'Update: {title} ({state})',
    where: 'Where',
    services: 'Services',
    window: 'Window',
    started: 'Started',
    status: 'Status',
    at: 'Updated {time} (Nepal time)',
    more: 'The network status, with every update: {link}',
    footer: 'You get this email because you subscribed to status emails for {area}. To stop them: {link}',
  },
};
export type SubscribeMessages = typeof subscribeEn;
