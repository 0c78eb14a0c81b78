import { useSettings } from '../settings/use-settings.ts';

/** The ISP's logo (its upload, else the site's mark) and its name, for the admin's own pages. */
export function SiteLogo({
  size = 36,
  className = '',
  nameClass = 'text-slate-900',
}: {
  size?: number;
  className?: string;
  nameClass?: string;
}) {
  const { data } = useSettings();
  const src = data?.logo ? `/uploads/${encodeURIComponent(data.logo)}` : '/favicon.svg';
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <img src={src} alt="" height={size} className="w-auto shrink-0 rounded-md" style={{ height: size }} />
      <span className={`font-extrabold tracking-tight ${nameClass}`}>{data?.name ?? '\u00a0'}</span>
    </span>
  );
}
