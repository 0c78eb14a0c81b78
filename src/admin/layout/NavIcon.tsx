// Small outline icons for the sidebar (24×24 strokes), one per section.
const PATHS: Record<string, string> = {
  '/admin': 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  '/admin/sliders': 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6',
  '/admin/notices': 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  '/admin/testimonials': 'M7 8h10M7 12h6M5 4h14a2 2 0 012 2v9a2 2 0 01-2 2H10l-5 4v-4a2 2 0 01-2-2V6a2 2 0 012-2z',
  '/admin/users': 'M16 14a4 4 0 10-8 0M12 10a3 3 0 100-6 3 3 0 000 6zM4 20h16',
  '/admin/plans': 'M2 9a15 15 0 0120 0M5.5 12.5a10 10 0 0113 0M9 16a5 5 0 016 0M12 19.5h.01',
  '/admin/faqs': 'M9 9a3 3 0 115 2c-1 .7-2 1.3-2 3M12 17h.01M12 22a10 10 0 100-20 10 10 0 000 20z',
  '/admin/referral-forms': 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2 2 0 110-4c3 0 4 4 4 4zM12 7h4a2 2 0 100-4c-3 0-4 4-4 4z',
  '/admin/contact-forms': 'M3 5h18v14H3zM3 6l9 7 9-7',
  '/admin/bookings': 'M8 2v4M16 2v4M3 8h18M4 4h16v17H4zM8 13l3 3 5-5',
};

export function NavIcon({ href }: { href: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 opacity-80" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[href] ?? PATHS['/admin']} />
    </svg>
  );
}
