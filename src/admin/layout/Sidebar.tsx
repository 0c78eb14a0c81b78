import { Link } from '../components/Link.tsx';
import { SECTIONS } from '../resources/index.ts';
import { NavIcon } from './NavIcon.tsx';
import { site } from '../../site.config.ts';

interface Props {
  path: string;
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

/** The admin sidebar: fixed on wide screens, a drawer on a phone. */
export function Sidebar({ path, open, onNavigate, onClose }: Props) {
  return (
    <aside
      id="admin-sidebar"
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-300 transition-transform duration-200 lg:translate-x-0 ${open ? 'translate-x-0' : '-translate-x-full'}`}
    >
      <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-white/10 px-5">
        <span className="flex size-8 items-center justify-center rounded-md bg-brand-500 text-sm font-bold text-white" aria-hidden="true">
          {site.name.charAt(0)}
        </span>
        <span className="text-sm font-semibold text-white">{site.name} Admin</span>
        <button type="button" className="ml-auto rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white lg:hidden" aria-label="Close the menu" onClick={onClose}>
          ✕
        </button>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {SECTIONS.map((section) => {
            const current = path === section.route;
            const Badge = section.badge;
            return (
              <li key={section.route}>
                <Link
                  href={section.route}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${current ? 'bg-brand-600 text-white' : 'hover:bg-white/5 hover:text-white'}`}
                >
                  <NavIcon d={section.icon} />
                  {section.title}
                  {Badge && (
                    <span className="ml-auto">
                      <Badge section={section} />
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <a href="/" className="border-t border-white/10 px-5 py-3 text-xs text-slate-400 hover:text-white" target="_blank" rel="noreferrer">
        View the public site ↗
      </a>
    </aside>
  );
}
