import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 mounts Toast, Dialog and Popup with React 18's render API; React 19 needs its
 * documented `unstableSetRender` shim. Imported first by every entry into antd-mobile (the mobile
 * layout, and the mobile login page, which does not depend on the layout having done it); a module
 * runs once, so the shim is registered once.
 */
type Container = (Element | DocumentFragment) & { __mobileRoot?: Root };

unstableSetRender((node, container) => {
  const target = container as Container;
  target.__mobileRoot ??= createRoot(target);
  const root = target.__mobileRoot;
  root.render(node);
  return async () => {
    // Let the closing animation finish before the tree goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    target.__mobileRoot = undefined;
  };
});
