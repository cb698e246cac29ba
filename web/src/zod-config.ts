// The product's content security policy allows no eval: zod's compiled (JIT) parsers would probe
// `new Function` and the browser reports that probe as a violation even though zod recovers.
// The build hands this module to every `import … from 'zod'` (vite.config.ts, zodConfigured),
// so zod is configured before any schema parses, on the screens that use it.
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
