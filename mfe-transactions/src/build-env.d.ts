/** Set by scripts/rspack at build time: env BUILD_TAG, default the package version. */
declare const __BUILD_TAG__: string;

declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
