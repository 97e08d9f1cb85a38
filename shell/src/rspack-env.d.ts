/** CSS modules through rspack's built-in CSS (named exports, scoped class names). */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** Media files through asset modules: the import is the content-hashed URL. */
declare module '*.webm' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
