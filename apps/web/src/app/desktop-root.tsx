import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useBlocker, useLocation, useNavigate } from 'react-router';
import { useUiStore } from '../stores/ui-store';
import { isLoggedIn } from '../stores/user-store';
import { hashTarget } from './hash-target';
import { isVisitorProtected } from './protected-paths';

// Their own chunks: a visitor's first screen paints without waiting for every login view.
const LoginDialog = lazy(() =>
  import('../features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
// The one feedback dialog, opened from the header and from the standalone /contact page.
const FeedbackDialog = lazy(() =>
  import('../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * Desktop screens (shell and standalone pages): the login and feedback dialogs, the visitor guard for spec 6's
 * protected paths (the visitor stays where they are and the login dialog opens) and the
 * /home#/target redirect.
 */
export function DesktopRoot() {
  const openLogin = useUiStore((s) => s.openLogin);
  const location = useLocation();
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLoggedIn() && isVisitorProtected(nextLocation.pathname) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    openLogin();
  }, [blocker, openLogin]);

  useEffect(() => {
    if (location.pathname.toLowerCase() !== '/home') return;
    const target = hashTarget(location.hash);
    if (target) navigate(target, { replace: true });
  }, [location.pathname, location.hash, navigate]);

  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <LoginDialog />
        <FeedbackDialog />
      </Suspense>
    </>
  );
}
