import { createBrowserRouter, RouterProvider } from 'react-router';
import './global.css';
import { recordLanding } from './landing-tracking';
import { routes } from './routes';

recordLanding(window.location, document.referrer, localStorage);

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
