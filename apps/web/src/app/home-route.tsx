import { HomePage } from '../features/home/pages/home-page';
import { HOME_PANELS } from './home-panels';

/** /home: the home page with the tools' panels (its own lazy chunk, see page-registry.ts). */
export function HomeRoute() {
  return <HomePage panels={HOME_PANELS} />;
}
