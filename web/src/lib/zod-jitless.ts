// Every `import … from 'zod'` in the web build (contract/ included) resolves here (vite.config.ts
// alias), so this runs before any schema is built. Zod compiles object parsers with
// `new Function` unless told not to; the page's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') forbids that, and even zod's probe for it is reported as a violation.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
