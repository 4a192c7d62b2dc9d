import { useRouteError } from 'react-router';
import { ScreenLoadError } from './screen-load-error';

/** The ErrorBoundary of every route: a render or loader error shows like a failed screen load. */
export function RouteError() {
  return <ScreenLoadError error={useRouteError()} />;
}
