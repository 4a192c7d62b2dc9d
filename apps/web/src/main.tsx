import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProviders>
      <AppRouter />
    </AppProviders>,
  );
}
