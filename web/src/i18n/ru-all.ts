import type { Texts } from './index.ts';
import { workRu } from './parts/work.ts';
import { ru } from './ru.ts';

/** The parts of the Russian catalog, by the module that holds them (see add-texts.ts). */
export const RU_PARTS = {
  work: workRu,
} as const;

/** The whole Russian catalog: the shell's part and every lazily added one (for checks and types). */
export const ruAll = {
  ...ru,
  ...workRu,
};

/** Same keys as the Russian catalog, any wording: the shape the English catalog must have. */
export type Catalog = Texts<typeof ruAll>;
