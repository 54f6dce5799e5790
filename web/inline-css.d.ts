/** `*.css?inline` imports are the minified stylesheet as a string (scripts/build-web.mjs). */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
