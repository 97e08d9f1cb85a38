/** CSS modules through rspack's built-in CSS (named exports, scoped class names). */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
