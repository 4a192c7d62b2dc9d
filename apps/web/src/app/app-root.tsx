import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DemoModeBadge } from '../components/demo-mode-badge';
import { UpgradePrompt } from '../features/upgrade/components/upgrade-prompt';
import { scheduleFlowStatistics } from '../lib/statistics';
import { pageName } from './page-title';
import { NavigationProgress } from './screen-loading';

/** The root of every screen: document title, page statistics, the app-wide upgrade prompt and the demo badge. */
export function AppRoot() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const name = pageName(pathname);
    document.title = name.startsWith('博观') ? name : `${name} - 博观`;
    scheduleFlowStatistics({ type: 'page', content: name, url: pathname + search });
  }, [pathname, search]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <UpgradePrompt />
      <DemoModeBadge />
    </>
  );
}
