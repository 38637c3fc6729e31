/** swagger-ui-dist ships no types; its absolute-path.js exports the package folder's path. */
declare module "swagger-ui-dist/absolute-path.js" {
  const absolutePath: () => string;
  export default absolutePath;
}
