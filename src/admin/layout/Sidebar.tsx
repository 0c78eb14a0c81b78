import { useEffect, useRef } from 'react';
import { Link } from '../components/Link.tsx';
import { SiteLogo } from '../components/SiteLogo.tsx';
import { recordPath, SECTIONS } from '../resources/index.ts';
import type { Section } from '../resources/types.ts';
import { OutlineIcon } from '../components/OutlineIcon.tsx';
import { mayOpenSection, useRole } from '../lib/role.ts';
import { CloseButton } from '../components/CloseButton.tsx';

interface Props {
  path: string;
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

const GROUPS: [NonNullable<Section['group']>, string][] = [
  ['customers', 'Customers'],
  ['billing', 'Billing'],
  ['support', 'Support'],
  ['coverage', 'Coverage'],
  ['history', 'History'],
  ['site', 'Site'],
];

/** The admin sidebar: fixed on wide screens, a drawer on a phone. */
export function Sidebar({ path, open, onNavigate, onClose }: Props) {
  // Only the screens the user's role may open (issue 30); a group left empty is not shown.
  const role = useRole();
  const sections = SECTIONS.filter((s) => mayOpenSection(role, s));
  const groups = GROUPS.filter(([group]) => sections.some((s) => s.group === group));
  const aside = useRef<HTMLElement>(null);
  // Opened from the header's button: the keyboard starts in the menu, not behind it.
  useEffect(() => {
    if (open) aside.current?.querySelector('button')?.focus();
  }, [open]);
  // The slide is only the opening's: a closed drawer has no transition, so a window resized across
  // the breakpoint puts the sidebar in place at once instead of sliding it over the screen (a
  // screenshot took it half-way across). Closed on a phone it is also invisible, out of the Tab order.
  return (
    <aside
      ref={aside}
      id="admin-sidebar"
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-300 lg:visible lg:translate-x-0 ${open ? 'translate-x-0 transition-transform duration-200 motion-reduce:transition-none' : 'invisible -translate-x-full'}`}
    >
      <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-white/10 px-5">
        <SiteLogo size={32} nameClass="text-base text-white" />
        <span className="text-sm font-medium text-slate-400">Admin</span>
        <CloseButton
          label="Close the menu"
          onClick={onClose}
          className="ml-auto rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white lg:hidden"
        />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <nav aria-label="Admin">
          <SectionLinks sections={sections.filter((s) => !s.group)} path={path} onNavigate={onNavigate} />
        </nav>
        {/* Sections beyond the spec's sidebar, each group in a list of its own. */}
        {groups.map(([group, title]) => (
          <nav key={group} aria-labelledby={`sidebar-${group}`} className="mt-6">
            <h2
              id={`sidebar-${group}`}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase"
            >
              {title}
            </h2>
            <SectionLinks sections={sections.filter((s) => s.group === group)} path={path} onNavigate={onNavigate} />
          </nav>
        ))}
      </div>
      <a
        href="/"
        className="border-t border-white/10 px-5 py-3 text-xs text-slate-400 hover:text-white"
        target="_blank"
        rel="noreferrer"
      >
        View the public site ↗
      </a>
    </aside>
  );
}

function SectionLinks({
  sections,
  path,
  onNavigate,
}: {
  sections: readonly Section[];
  path: string;
  onNavigate: () => void;
}) {
  return (
    <ul className="space-y-0.5">
      {sections.map((section) => {
        const current = path === section.route || recordPath(path)?.resource.route === section.route;
        const Badge = section.badge;
        return (
          <li key={section.route}>
            <Link
              href={section.route}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${current ? 'bg-brand-600 text-white' : 'hover:bg-white/5 hover:text-white'}`}
            >
              <OutlineIcon d={section.icon} className="size-5 shrink-0 opacity-80" width="1.6" />
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
  );
}
