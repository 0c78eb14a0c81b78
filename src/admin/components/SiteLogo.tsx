import { site } from '../../site.config.ts';

/** The site's logo mark (the same file as the favicon) and its name, for the admin's own pages. */
export function SiteLogo({
  size = 36,
  className = '',
  nameClass = 'text-slate-900',
}: {
  size?: number;
  className?: string;
  nameClass?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <img src="/favicon.svg" alt="" width={size} height={size} className="shrink-0" />
      <span className={`font-extrabold tracking-tight ${nameClass}`}>{site.name}</span>
    </span>
  );
}
