// Demo content for a fictional ISP in Nepal, seeded into an empty database.
export const demoSliders = [
  { title: 'Fibernet up to 300 Mbps', name: 'Fibre to every home', subtitle: 'Unlimited data, free installation and a dual-band Wi-Fi router on every yearly plan.', link: '/plans' },
  { title: 'Fibernet + IPTV', name: '150+ live channels with your internet', subtitle: 'Nepali, Hindi, sports and kids channels in HD — one bill, one connection.', link: '/plans' },
  { title: 'Refer a friend', name: 'Get 1 month free internet', subtitle: 'Tell a friend about us; when they subscribe to any plan, your next month is on us.', link: '/refer' },
];

export const demoNotices = [
  { title: 'Dashain & Tihar offer: 2 months free on yearly Fibernet plans' },
  { title: 'Scheduled maintenance in Biratnagar on Saturday 2 AM to 4 AM' },
];

export const demoTestimonials = [
  { name: 'Sita Sharma', location: 'Biratnagar', comment: 'We switched last year and have not had a single evening outage. Video calls with family abroad are crystal clear.' },
  { name: 'Ramesh Adhikari', location: 'Itahari', comment: 'Installation took one afternoon and the support team answered my call at 9 PM. Excellent service.' },
  { name: 'Anjali Karki', location: 'Dharan', comment: 'The IPTV bundle saves us money every month and the kids love the cartoon channels in HD.' },
  { name: 'Bikash Rai', location: 'Damak', comment: 'Our office runs on the SME plan: stable speeds during business hours and quick help whenever we need it.' },
];

// The three home page teasers of spec §2 are featured; Fibernet + IPTV is 'Most Popular'.
export const demoPlans = [
  { name: 'Fibernet', speed: '50 Mbps', price: 'Rs. 1,100', duration: '/month', sme: false, featured: true, features: ['Unlimited data', 'Free dual-band Wi-Fi router', 'Free installation', '24/7 customer support'] },
  { name: 'Fibernet + IPTV', speed: '100 Mbps', price: 'Rs. 1,500', duration: '/month', sme: false, featured: true, popular: true, features: ['Unlimited data', '150+ live TV channels', 'Set-top box included', 'Free installation', '24/7 customer support'] },
  { name: 'Wireless', speed: '25 Mbps', price: 'Rs. 900', duration: '/month', sme: false, featured: true, features: ['Unlimited data', 'No cable needed', 'Quick setup in rural areas', '24/7 customer support'] },
  { name: 'Fibernet Ultra', speed: '300 Mbps', price: 'Rs. 2,500', duration: '/month', sme: false, features: ['Unlimited data', 'Wi-Fi 6 router', 'Static IP on request', 'Priority support'] },
  { name: 'SME Starter', speed: '100 Mbps', price: 'Rs. 3,500', duration: '/month', sme: true, features: ['Unlimited business data', '1 static IP', 'Business-hours SLA', 'Dedicated account manager'] },
  { name: 'SME Pro', speed: '300 Mbps', price: 'Rs. 7,000', duration: '/month', sme: true, features: ['Unlimited business data', '4 static IPs', '99.9% uptime SLA', '24/7 priority support'] },
];

export const demoFaqs = [
  { question: 'Which areas do you cover?', answer: 'We serve Biratnagar, Itahari, Dharan, Damak and nearby municipalities in Koshi Province, and we keep expanding. Call us to check your street.' },
  { question: 'How long does a new connection take?', answer: 'Most fibre connections are installed within 24 to 48 hours of booking once the paperwork is done.' },
  { question: 'Is there a data cap on any plan?', answer: 'No. Every home and SME plan comes with unlimited data and no fair-usage throttling.' },
  { question: 'How can I pay my bill?', answer: 'Pay online with eSewa, Khalti, IME Pay, ConnectIPS or Fonepay, or at any of our branch offices.' },
  { question: 'Do I need to buy a router?', answer: 'No. A dual-band Wi-Fi router is included free with every Fibernet plan and stays ours to maintain.' },
  { question: 'Can I upgrade or change my plan later?', answer: 'Yes. You can move to a faster plan at any time; the new price applies from your next billing cycle.' },
  { question: 'What does the refer-a-friend offer give me?', answer: 'When a friend you refer subscribes to any plan, you get 1 month of free internet. There is no limit on referrals.' },
  { question: 'What should I do if my internet stops working?', answer: 'Restart your router first. If that does not help, call our 24/7 support line and a technician will help you, on site if needed.' },
];
