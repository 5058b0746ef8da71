interface ImportMetaEnv {
  /** The public images' version (vite/images-version.ts); absent in dev and tests. */
  readonly VITE_IMAGES_VERSION?: string;
}

declare module 'virtual:icon-sprite' {
  /** The URL of the app's icon sprite (vite/icon-sprite.ts). */
  const url: string;
  export default url;
}
