// The binary modules the Worker imports (wrangler.toml `rules`): WebAssembly compiled at deploy,
// fonts as bytes.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.woff" {
  const data: ArrayBuffer;
  export default data;
}
