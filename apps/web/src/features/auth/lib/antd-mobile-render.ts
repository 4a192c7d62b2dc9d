import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast/Dialog with the React 18 API; React 19 needs this shim
 * (antd-mobile's documented `unstableSetRender`). Registering twice is harmless, so the mobile
 * login page does it itself instead of depending on the mobile layout having done it.
 */
type ContainerWithRoot = (Element | DocumentFragment) & { __boguanRoot?: Root };

unstableSetRender((node, container) => {
  const target = container as ContainerWithRoot;
  target.__boguanRoot ??= createRoot(target);
  const root = target.__boguanRoot;
  root.render(node);
  return async () => {
    // Let the exit animation finish before the tree goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    target.__boguanRoot = undefined;
  };
});
