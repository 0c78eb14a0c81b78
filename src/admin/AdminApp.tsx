import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Bounce, ToastContainer } from 'react-toastify';
import { SWRConfig } from 'swr';
import { REDIRECTING, VERIFYING } from '../lib/messages.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { Link } from './components/Link.tsx';
import { recordPath, SECTIONS, sectionFor } from './resources/index.ts';
import { isResource } from './resources/types.ts';
import { $path, navigate } from './lib/router.ts';
import { $auth, $mustEnrol, auth } from './lib/session.ts';
import { mayOpenSection, useRole } from './lib/role.ts';
import { ROLE_NAMES, ROLE_SCOPE, type Role } from '../lib/roles.ts';
import { redrawWhenFontsLoad } from './lib/font-reflow.ts';
import { ListScreen } from './screens/ListScreen.tsx';
import { Login } from './screens/Login.tsx';
import { Account } from './screens/Account.tsx';
import { Invitation } from './screens/Invitation.tsx';
import './admin.css';

redrawWhenFontsLoad();

const LOGIN = '/admin/login';
const ACCOUNT = '/admin/account';
/** Where an invited person sets their password (issue 42): open without signing in. */
const INVITATION = '/admin/invitation';

/** The whole admin: one client-only island serving every /admin/* path. */
export default function AdminApp() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <Routes />
      {/* Bottom-right: a toast never covers the header's user name and Logout, or a form's title. */}
      <ToastContainer position="bottom-right" autoClose={3000} newestOnTop transition={Bounce} theme="colored" />
    </SWRConfig>
  );
}

function Routes() {
  const path = useStore($path);
  const { isAuthenticated, token, isVerifying } = useStore($auth);
  const mustEnrol = useStore($mustEnrol);
  const role = useRole();
  const onLogin = path === LOGIN;
  const onInvitation = path === INVITATION;

  // Spec §4: a stored token is verified before anything is shown; without one, login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: not re-run when a verification ends, which would retry a failed one forever
  useEffect(() => {
    if (onInvitation) return;
    if (isAuthenticated) {
      if (onLogin) navigate('/admin', { replace: true });
    } else if (token) {
      if (!isVerifying) void auth.verify();
    } else if (!onLogin) {
      navigate(LOGIN, { replace: true });
    }
  }, [isAuthenticated, token, onLogin, onInvitation]);

  // Two-factor sign-in required and not set up yet: Your account (the enrolment) before anything else.
  useEffect(() => {
    if (isAuthenticated && mustEnrol && !onLogin && path !== ACCOUNT) navigate(ACCOUNT, { replace: true });
  }, [isAuthenticated, mustEnrol, onLogin, path]);

  useEffect(() => {
    document.title = `${titleFor(path)} · Admin`;
  }, [path]);

  if (onInvitation) return <Invitation />;
  if (isAuthenticated && !onLogin)
    return <AdminLayout path={path}>{screenFor(mustEnrol ? ACCOUNT : path, role)}</AdminLayout>;
  if (token || isVerifying) return <Status text={VERIFYING} />;
  if (onLogin) return <Login />;
  return <Status text={REDIRECTING} />;
}

function screenFor(path: string, role: Role | undefined) {
  // Your account (issue 30): every user's own, whatever the role; reached from the header, not the sidebar.
  if (path === ACCOUNT) return <Account />;
  const section = sectionFor(path);
  const opened = section ?? recordPath(path)?.resource;
  if (opened && !mayOpenSection(role, opened)) return <NotForRole title={opened.title} role={role} />;
  // The Dashboard's cards and lists: only the screens this user may open (issue 30).
  const sections = SECTIONS.filter((s) => mayOpenSection(role, s));
  if (section?.screen) return <section.screen key={section.route} section={section} sections={sections} />;
  if (section && isResource(section)) return <ListScreen key={section.route} resource={section} />;
  const record = recordPath(path);
  if (record) return <ListScreen key={record.resource.route} resource={record.resource} openId={record.id} />;
  return (
    <div className="card p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Page not found</h1>
      <p className="mt-1 text-sm text-slate-500">There is no admin page at {path}.</p>
      <Link href="/admin" className="btn btn-primary mt-4">
        Go to the dashboard
      </Link>
    </div>
  );
}

/** A screen the user's role may not open (a link from an email, a bookmark): what the role is for instead. */
function NotForRole({ title, role }: { title: string; role: Role | undefined }) {
  return (
    <div className="card p-8 text-center" data-testid="not-for-role">
      <h1 className="text-lg font-semibold text-slate-900">{title} is not part of your role</h1>
      <p className="mt-1 text-sm text-slate-600">
        {role
          ? `As ${ROLE_NAMES[role]} you work on ${ROLE_SCOPE[role]}. An admin can change your role.`
          : 'Your account has no role; ask an admin to give it one.'}
      </p>
      <Link href="/admin" className="btn btn-primary mt-4">
        Go to the dashboard
      </Link>
    </div>
  );
}

function titleFor(path: string) {
  if (path === LOGIN) return 'Login';
  if (path === ACCOUNT) return 'Your account';
  return (sectionFor(path) ?? recordPath(path)?.resource)?.title ?? 'Not found';
}

function Status({ text }: { text: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100" role="status">
      <p className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span
          className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
          aria-hidden="true"
        />
        {text}
      </p>
    </div>
  );
}
