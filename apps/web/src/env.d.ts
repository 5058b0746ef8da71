interface ImportMetaEnv {
  /** The public images' version (vite/images-version.ts); absent in dev and tests. */
  readonly VITE_IMAGES_VERSION?: string;
}
