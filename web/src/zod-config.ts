// The product's content security policy allows no eval: zod's compiled (JIT) parsers would probe
// `new Function` and the browser reports that probe as a violation even though zod recovers.
// The build hands this module to every `import … from 'zod'` (vite.config.ts, zodConfigured),
// so zod is configured before any schema parses, on the screens that use it.
//
// zod's own messages (the fallback when a schema names no message of ours) follow the chosen
// language: Indonesian by default, English when English is chosen, switching with i18next.
import i18next from 'i18next';
import { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import id from 'zod/v4/locales/id.js';

z.config({ jitless: true });

/** Sets zod's default messages to the language's; anything but English is Indonesian. */
export function setZodLanguage(language: string | undefined): void {
  z.config(language?.startsWith('en') ? en() : id());
}

setZodLanguage(i18next.resolvedLanguage ?? i18next.language);
i18next.on('languageChanged', (language) => setZodLanguage(language));

export * from 'zod';
export { z, z as default };
