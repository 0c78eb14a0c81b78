import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { LOGOUT_SUCCESS } from '../../lib/messages.ts';
import { $auth, logout as endSessionEverywhere } from '../lib/session.ts';
import { isRole, ROLE_NAMES } from '../../lib/roles.ts';
import { recordPath } from '../resources/index.ts';
import { NotificationWarning } from '../leads/NotificationWarning.tsx';
import { SubmissionWarning } from '../leads/SubmissionWarning.tsx';
import { SmsWarning } from '../leads/SmsWarning.tsx';
import { EmailWarning } from './EmailWarning.tsx';
import { Link } from '../components/Link.tsx';
import { OutlineIcon } from '../components/OutlineIcon.tsx';
import { PublishBadge } from './PublishBadge.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Sidebar, header (user, publish state, logout) and the current screen. */
export function AdminLayout({ path, children }: { path: string; children: ReactNode }) {
  const { user } = useStore($auth);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by Escape, ✕ or the shade: the keyboard goes back to the button that opened it.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  // A record's details (`/admin/bookings/<id>`) are the same screen as its list.
  const screen = recordPath(path)?.resource.route ?? path;
  const firstScreen = useRef(screen);
  useEffect(() => {
    setMenuOpen(false);
    // After a client-side navigation, start keyboard and screen-reader users at the new screen.
    if (screen !== firstScreen.current) main.current?.focus({ preventScroll: true });
  }, [screen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  const logout = () => {
    endSessionEverywhere();
    toast.success(LOGOUT_SUCCESS);
  };

  return (
    <div className="min-h-dvh">
      <Sidebar path={path} open={menuOpen} onNavigate={() => setMenuOpen(false)} onClose={closeMenu} />
      {menuOpen && (
        <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={closeMenu} />
      )}
      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            ref={menuButton}
            type="button"
            className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? 'Close the menu' : 'Open the menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <OutlineIcon d="M4 7h16M4 12h16M4 17h16" className="size-6" />
          </button>
          <PublishBadge />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <Link
              href="/admin/account"
              className="flex min-w-0 items-center gap-2 rounded-md text-sm text-slate-700 hover:text-slate-900"
              data-testid="admin-user"
              title="Your account"
            >
              <span
                className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 sm:flex"
                aria-hidden="true"
              >
                {(user?.name || 'A').charAt(0).toUpperCase()}
              </span>
              <span className="sr-only">Your account: </span>
              <span className="max-w-24 truncate font-medium sm:max-w-40">{user?.name || 'Admin User'}</span>
              {isRole(user?.role) && user.role !== 'admin' && (
                <span className="badge max-sm:hidden" data-testid="admin-role">
                  {ROLE_NAMES[user.role]}
                </span>
              )}
            </Link>
            <button type="button" className="btn btn-secondary btn-sm whitespace-nowrap" onClick={logout}>
              Logout
            </button>
          </div>
        </header>
        <main ref={main} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">
          <EmailWarning />
          <NotificationWarning />
          <SubmissionWarning />
          <SmsWarning />
          {children}
        </main>
      </div>
    </div>
  );
}
