// antd-mobile's imperative APIs (Toast.show, Dialog.alert…) mount their own React roots. Its
// built-in renderer uses ReactDOM.render, which React 19 removed, so they render nothing until a
// createRoot-based renderer is registered (docs/architecture/overview.md#known-traps). lib/toast.ts and lib/dialog.ts,
// the only callers of those APIs, load this module with the component and call it before showing
// anything, so it is not part of the first screen's download (≈ 3.5 KB gzip with rc-util's render).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const ROOT = Symbol('khel-antd-root');
type Container = (Element | DocumentFragment) & { [ROOT]?: Root };

let registered = false;

export function setUpAntdMobile(): void {
  if (registered) return;
  registered = true;
  unstableSetRender((node, container: Container) => {
    const root = container[ROOT] ?? createRoot(container);
    container[ROOT] = root;
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before the root goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container[ROOT];
    };
  });
}
