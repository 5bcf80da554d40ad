declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
