// Demo content for a fictional ISP in Nepal, seeded into an empty database, with the Nepali
// twin of every text the public site shows (issue 14).
export const demoSliders = [
  {
    title: 'Fibernet up to 300 Mbps',
    name: 'Fibre to every home',
    subtitle: 'Unlimited data, free installation and a dual-band Wi-Fi router on every yearly plan.',
    link: '/plans',
    title_ne: 'फाइबरनेट, ३०० Mbps सम्म',
    subtitle_ne: 'हरेक वार्षिक प्याकेजमा असीमित डाटा, निःशुल्क जडान र डुअल-ब्यान्ड Wi-Fi राउटर।',
  },
  {
    title: 'Fibernet + IPTV',
    name: '150+ live channels with your internet',
    subtitle: 'Nepali, Hindi, sports and kids channels in HD — one bill, one connection.',
    link: '/plans',
    title_ne: 'फाइबरनेट + IPTV',
    subtitle_ne: 'नेपाली, हिन्दी, खेलकुद र बालबालिकाका च्यानल HD मा: एउटै बिल, एउटै जडान।',
  },
  {
    title: 'Refer a friend',
    name: 'Get 1 month free internet',
    subtitle: 'Tell a friend about us; when they subscribe to any plan, your next month is on us.',
    link: '/refer',
    title_ne: 'साथीलाई रेफर गर्नुहोस्',
    subtitle_ne: 'साथीलाई हाम्रोबारे बताउनुहोस्; साथीले कुनै पनि प्याकेज लिएमा तपाईंको अर्को महिनाको इन्टरनेट हाम्रो तर्फबाट।',
  },
];

export const demoNotices = [
  {
    title: 'Dashain & Tihar offer: 2 months free on yearly Fibernet plans',
    title_ne: 'दशैँ-तिहार अफर: वार्षिक फाइबरनेट प्याकेजमा २ महिना निःशुल्क',
  },
  {
    title: 'Scheduled maintenance in Biratnagar on Saturday 2 AM to 4 AM',
    title_ne: 'विराटनगरमा शुक्रबार मध्यरातपछि (राति २ बजेदेखि बिहान ४ बजेसम्म) पूर्वसूचित मर्मतसम्भार',
  },
];

export const demoTestimonials = [
  {
    name: 'Sita Sharma',
    name_ne: 'सीता शर्मा',
    location: 'Biratnagar',
    comment:
      'We switched last year and have not had a single evening outage. Video calls with family abroad are crystal clear.',
    location_ne: 'विराटनगर',
    comment_ne: 'गत वर्ष यो सेवा लिएदेखि एक साँझ पनि इन्टरनेट गएको छैन। विदेशमा रहेका आफन्तसँग भिडियो कल एकदमै सफा हुन्छ।',
  },
  {
    name: 'Ramesh Adhikari',
    name_ne: 'रमेश अधिकारी',
    location: 'Itahari',
    comment: 'Installation took one afternoon and the support team answered my call at 9 PM. Excellent service.',
    location_ne: 'इटहरी',
    comment_ne: 'एकै दिउँसोमा जडान सकियो, र राति ९ बजे फोन गर्दा पनि ग्राहक सेवा टोलीले उठायो। एकदम राम्रो सेवा।',
  },
  {
    name: 'Anjali Karki',
    name_ne: 'अञ्जली कार्की',
    location: 'Dharan',
    comment: 'The IPTV bundle saves us money every month and the kids love the cartoon channels in HD.',
    location_ne: 'धरान',
    comment_ne: 'IPTV सहितको प्याकेजले हरेक महिना पैसा बचाएको छ, र बच्चाहरूलाई HD कार्टुन च्यानल निकै मन पर्छ।',
  },
  {
    name: 'Bikash Rai',
    name_ne: 'विकास राई',
    location: 'Damak',
    comment: 'Our office runs on the SME plan: stable speeds during business hours and quick help whenever we need it.',
    location_ne: 'दमक',
    comment_ne: 'हाम्रो अफिस SME प्याकेजमा चल्छ: कार्यालय समयभर स्पिड स्थिर रहन्छ, र चाहिएको बेला तुरुन्तै सहयोग पाइन्छ।',
  },
];

// The three home page teasers of spec §2 are featured; Fibernet + IPTV is 'Most Popular'.
const support = { en: '24/7 customer support', ne: '२४सै घण्टा ग्राहक सेवा' };
export const demoPlans = [
  {
    name: 'Fibernet',
    speed: '50 Mbps',
    price: 'Rs. 1,100',
    duration: '/month',
    sme: false,
    featured: true,
    features: ['Unlimited data', 'Free dual-band Wi-Fi router', 'Free installation', support.en],
    name_ne: 'फाइबरनेट',
    features_ne: ['असीमित डाटा', 'डुअल-ब्यान्ड Wi-Fi राउटर निःशुल्क', 'निःशुल्क जडान', support.ne],
  },
  {
    name: 'Fibernet + IPTV',
    speed: '100 Mbps',
    price: 'Rs. 1,500',
    duration: '/month',
    sme: false,
    featured: true,
    popular: true,
    features: ['Unlimited data', '150+ live TV channels', 'Set-top box included', 'Free installation', support.en],
    name_ne: 'फाइबरनेट + IPTV',
    features_ne: ['असीमित डाटा', '१५०+ लाइभ टिभी च्यानल', 'सेट-टप बक्ससहित', 'निःशुल्क जडान', support.ne],
  },
  {
    name: 'Wireless',
    speed: '25 Mbps',
    price: 'Rs. 900',
    duration: '/month',
    sme: false,
    featured: true,
    features: ['Unlimited data', 'No cable needed', 'Quick setup in rural areas', support.en],
    name_ne: 'वायरलेस',
    features_ne: ['असीमित डाटा', 'केबल तान्नुपर्दैन', 'गाउँ-ठाउँमा छिटो जडान', support.ne],
  },
  {
    name: 'Fibernet Ultra',
    speed: '300 Mbps',
    price: 'Rs. 2,500',
    duration: '/month',
    sme: false,
    features: ['Unlimited data', 'Wi-Fi 6 router', 'Static IP on request', 'Priority support'],
    name_ne: 'फाइबरनेट अल्ट्रा',
    features_ne: ['असीमित डाटा', 'Wi-Fi 6 राउटर', 'माग गरेमा स्टाटिक IP', 'प्राथमिकतासहितको ग्राहक सेवा'],
  },
  {
    name: 'SME Starter',
    speed: '100 Mbps',
    price: 'Rs. 3,500',
    duration: '/month',
    sme: true,
    features: ['Unlimited business data', '1 static IP', 'Business-hours SLA', 'Dedicated account manager'],
    name_ne: 'SME स्टार्टर',
    features_ne: ['व्यवसायका लागि असीमित डाटा', '१ स्टाटिक IP', 'कार्यालय समयको SLA', 'तोकिएको अकाउन्ट म्यानेजर'],
  },
  {
    name: 'SME Pro',
    speed: '300 Mbps',
    price: 'Rs. 7,000',
    duration: '/month',
    sme: true,
    features: ['Unlimited business data', '4 static IPs', '99.9% uptime SLA', '24/7 priority support'],
    name_ne: 'SME प्रो',
    features_ne: ['व्यवसायका लागि असीमित डाटा', '४ स्टाटिक IP', '९९.९% अपटाइम SLA', '२४सै घण्टा प्राथमिकतासहितको ग्राहक सेवा'],
  },
];

export const demoFaqs = [
  {
    question: 'Which areas do you cover?',
    answer:
      'We serve Biratnagar, Itahari, Dharan, Damak and nearby municipalities in Koshi Province, and we keep expanding. Call us to check your street.',
    question_ne: 'तपाईंहरूको सेवा कहाँ-कहाँ पुग्छ?',
    answer_ne:
      'हामी कोशी प्रदेशका विराटनगर, इटहरी, धरान, दमक र आसपासका नगरपालिकामा सेवा दिन्छौँ, र सेवा क्षेत्र बढाउँदै छौँ। तपाईंको टोलमा सेवा पुग्छ कि पुग्दैन, फोन गरेर सोध्नुहोस्।',
  },
  {
    question: 'How long does a new connection take?',
    answer: 'Most fibre connections are installed within 24 to 48 hours of booking once the paperwork is done.',
    question_ne: 'नयाँ जडान हुन कति समय लाग्छ?',
    answer_ne: 'कागजपत्र पूरा भएपछि धेरैजसो फाइबर जडान बुकिङ गरेको २४ देखि ४८ घण्टाभित्र हुन्छ।',
  },
  {
    question: 'Is there a data cap on any plan?',
    answer: 'No. Every home and SME plan comes with unlimited data and no fair-usage throttling.',
    question_ne: 'कुनै प्याकेजमा डाटाको सीमा छ?',
    answer_ne: 'छैन। हरेक घरायसी र SME प्याकेजमा असीमित डाटा छ, र धेरै चलाएबापत स्पिड घटाइँदैन।',
  },
  {
    question: 'How can I pay my bill?',
    answer: 'Pay online with eSewa, Khalti, IME Pay, ConnectIPS or Fonepay, or at any of our branch offices.',
    question_ne: 'बिल कसरी तिर्ने?',
    answer_ne:
      'eSewa, Khalti, IME Pay, ConnectIPS वा Fonepay बाट अनलाइन तिर्न सकिन्छ, वा हाम्रो जुनसुकै कार्यालयमा आएर पनि तिर्न सकिन्छ।',
  },
  {
    question: 'Do I need to buy a router?',
    answer: 'No. A dual-band Wi-Fi router is included free with every Fibernet plan and stays ours to maintain.',
    question_ne: 'राउटर आफैँ किन्नुपर्छ?',
    answer_ne: 'पर्दैन। हरेक फाइबरनेट प्याकेजमा डुअल-ब्यान्ड Wi-Fi राउटर निःशुल्क आउँछ, र त्यसको मर्मतको जिम्मा हाम्रो हुन्छ।',
  },
  {
    question: 'Can I upgrade or change my plan later?',
    answer: 'Yes. You can move to a faster plan at any time; the new price applies from your next billing cycle.',
    question_ne: 'पछि प्याकेज बढाउन वा फेर्न मिल्छ?',
    answer_ne: 'मिल्छ। जुनसुकै बेला बढी स्पिडको प्याकेजमा सर्न सक्नुहुन्छ; नयाँ शुल्क अर्को बिलदेखि लाग्छ।',
  },
  {
    question: 'What does the refer-a-friend offer give me?',
    answer:
      'When a friend you refer subscribes to any plan, you get 1 month of free internet. There is no limit on referrals.',
    question_ne: 'साथीलाई रेफर गर्दा मलाई के फाइदा हुन्छ?',
    answer_ne: 'तपाईंले रेफर गरेको साथीले कुनै पनि प्याकेज लिएमा तपाईंलाई १ महिना इन्टरनेट निःशुल्क। जति साथी रेफर गरे पनि हुन्छ।',
  },
  {
    question: 'What should I do if my internet stops working?',
    answer:
      'Restart your router first. If that does not help, call our 24/7 support line and a technician will help you, on site if needed.',
    question_ne: 'इन्टरनेट चलेन भने के गर्ने?',
    answer_ne:
      'पहिले राउटर बन्द गरेर फेरि खोल्नुहोस्। त्यसबाट पनि समस्या समाधान भएन भने हाम्रो २४सै घण्टा खुला रहने ग्राहक सेवा नम्बरमा फोन गर्नुहोस्; हाम्रा प्राविधिकले सहयोग गर्नेछन्, आवश्यक परे घरमै आएर।',
  },
];
