/** The English catalogue the web bundles, served by @credo/i18n's Vite plugin (packages/i18n/src/vite.ts). */
declare module 'virtual:credo-source-catalogue' {
  const catalogue: import('@credo/i18n').Catalogue;
  export default catalogue;
}
