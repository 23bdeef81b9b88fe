// Message catalogs as modules: `import('virtual:catalog/guest/tr')` is common/i18n/messages/guest/*.tr.json
// compiled for Lingui's runtime at build time, so phones get ready-made messages and no ICU parser
// (decision 058). `virtual:catalog/<namespace>/en-XA` is the pseudo-locale, made from English.
//
// A production build also shortens the ids: 'slideshow.joinTitle' becomes 'b7' in both the catalogs and
// the web app's code (every id is a literal there, as docs/translation.md asks), which saved about a
// tenth of the guest page's first-load JS; development and tests keep the readable ids.
import type { Plugin } from 'vite';
import { compileCatalog, NAMESPACES, type CompiledCatalog, type Namespace } from '../../common/i18n/catalogs.ts';
import { isLocale, PSEUDO_LOCALE } from '../../common/i18n/locales.ts';
import { catalogPartFile, catalogParts, readCatalog } from '../../common/i18n/read-catalogs.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0catalog:';
/** The namespaces the web app loads (the server reads its own from the JSON files). */
const WEB_NAMESPACES: readonly Namespace[] = ['guest', 'app'];
/** A quoted string that looks like a message id: 'part.key', "part.key.more". */
const QUOTED_ID = /(["'])([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+)\1/g;
/** The app's own modules: web/src, and common/, whose rules hand the web their words unrendered ({ id }). */
const WEB_SOURCE = /[\\/](?:web[\\/]src|common)[\\/].*\.[jt]sx?$/;

/** Every web message id, in a fixed order, mapped to a short one: '0', '1', … 'a', … '10', … */
function shortIds(): Map<string, string> {
  const ids = WEB_NAMESPACES.flatMap((namespace) => Object.keys(readCatalog(namespace, 'en'))).sort();
  return new Map(ids.map((id, index) => [id, index.toString(36)]));
}

function renamed(catalog: CompiledCatalog, short: Map<string, string> | null): CompiledCatalog {
  if (!short) return catalog;
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [short.get(id) ?? id, message]));
}

export function catalogs(): Plugin {
  let short: Map<string, string> | null = null;
  return {
    name: 'message-catalogs',
    configResolved(config) {
      short = config.command === 'build' && !config.build.ssr ? shortIds() : null;
    },
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
      const compiled = compileCatalog(readCatalog(namespace, source), { pseudo });
      return `export default ${JSON.stringify(renamed(compiled, short))};`;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!short || !WEB_SOURCE.test(id) || id.includes('node_modules')) return null;
        const ids = short;
        let changed = false;
        const output = code.replace(QUOTED_ID, (whole, quote: string, messageId: string) => {
          const replacement = ids.get(messageId);
          if (replacement === undefined) return whole;
          changed = true;
          return `${quote}${replacement}${quote}`;
        });
        return changed ? { code: output, map: null } : null;
      },
    },
  };
}
