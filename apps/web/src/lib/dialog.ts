// antd-mobile's Dialog (with its mask and animation library) is loaded when a dialog opens, not
// with the first screen, which has none.
export const loadDialog = () => import('antd-mobile/es/components/dialog').then((module) => module.default);
