// The product's content security policy allows no eval: zod's compiled (JIT) parsers would probe
// `new Function` and the browser reports that probe as a violation even though zod recovers.
// Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
