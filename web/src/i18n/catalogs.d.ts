// Message catalogs compiled at build time (scripts/build/catalogs.ts): `virtual:catalog/<namespace>/<locale>`.
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
