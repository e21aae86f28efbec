import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const translations = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'translations', 'src');
const listID = 'virtual:atrium-languages';
const languagePrefix = 'virtual:atrium-language/';

/** The language codes whose strings ship (`en` and one folder per other language). */
function shippedLanguages(): string[] {
  const others = readdirSync(translations).filter((entry) => entry !== 'en' && statSync(join(translations, entry)).isDirectory());
  return ['en', ...others.sort()];
}

/**
 * Each language as its own chunk holding only the admin's keys (spec 9's client key list), as JSON:
 * `virtual:atrium-languages` exports `languageLoaders` (code → import of that language's chunk), and
 * `virtual:atrium-language/<code>` is the chunk. The strings are read from `@atrium/translations` at build time;
 * nobody downloads a language they did not pick.
 */
export function languagesPlugin(): Plugin {
  return {
    name: 'atrium-languages',
    resolveId(id) {
      if (id === listID || id.startsWith(languagePrefix)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${listID}`) {
        const entries = shippedLanguages().map(
          (code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${languagePrefix}${code}`)}),`,
        );
        return `export const languageLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${languagePrefix}`)) return undefined;
      const code = id.slice(languagePrefix.length + 1);
      if (!shippedLanguages().includes(code)) throw new Error(`Atrium admin: no strings for the language "${code}"`);
      const { tsImport } = await import('tsx/esm/api');
      const module = await tsImport(join(translations, code, 'index.ts'), import.meta.url);
      const { clientMessages } = await tsImport(join(translations, 'clientKeys.ts'), import.meta.url);
      const messages = code === 'en' ? module.en : module.messages;
      for (const file of readdirSync(join(translations, code))) this.addWatchFile(join(translations, code, file));
      return `export default ${JSON.stringify(clientMessages(messages))};\n`;
    },
  };
}
