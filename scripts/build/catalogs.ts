// Message catalogs as modules: `import('virtual:catalog/guest/tr')` is common/i18n/messages/guest/*.tr.json
// compiled for Lingui's runtime at build time, so phones get ready-made messages and no ICU parser
// (decision 058). `virtual:catalog/<namespace>/en-XA` is the pseudo-locale, made from English.
import type { Plugin } from 'vite';
import { compileCatalog, NAMESPACES, type Namespace } from '../../common/i18n/catalogs.ts';
import { isLocale, PSEUDO_LOCALE } from '../../common/i18n/locales.ts';
import { catalogPartFile, catalogParts, readCatalog } from '../../common/i18n/read-catalogs.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0catalog:';

export function catalogs(): Plugin {
  return {
    name: 'message-catalogs',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [namespace, locale] = id.slice(PREFIX.length).split('/');
      if (!(NAMESPACES as readonly string[]).includes(namespace ?? '')) return null;
      if (locale !== PSEUDO_LOCALE && !isLocale(locale)) return null;
      return `${RESOLVED}${namespace}:${locale}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [name = '', locale = ''] = id.slice(RESOLVED.length).split(':');
      const namespace = name as Namespace;
      const pseudo = locale === PSEUDO_LOCALE;
      const source = pseudo ? 'en' : locale;
      for (const part of catalogParts(namespace)) this.addWatchFile(catalogPartFile(namespace, part, source));
      return `export default ${JSON.stringify(compileCatalog(readCatalog(namespace, source), { pseudo }))};`;
    },
  };
}
