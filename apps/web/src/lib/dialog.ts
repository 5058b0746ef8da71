// antd-mobile's Dialog (with its mask and animation library) is loaded when a dialog opens, not
// with the first screen, which has none; with it the renderer its imperative API
// (Dialog.alert, Dialog.confirm) needs on React 19 (lib/antd-render.ts), registered before it shows.
export const loadDialog = () =>
  Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render.ts')]).then(([module, { setUpAntdMobile }]) => {
    setUpAntdMobile();
    return module.default;
  });
