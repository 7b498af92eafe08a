import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './limits.ts';

/** `limit` (default 20, max 100) and `before`, an opaque cursor returned by the previous page. */
export const PageQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit должен быть числом' })
    .int({ message: 'limit должен быть целым числом' })
    .min(1, { message: 'limit должен быть не меньше 1' })
    .max(PAGE_MAX_LIMIT, { message: `limit должен быть не больше ${PAGE_MAX_LIMIT}` })
    .default(PAGE_DEFAULT_LIMIT),
  before: z.string().max(200, { message: 'Некорректный курсор' }).optional(),
});
export type PageQuery = z.input<typeof PageQuery>;
