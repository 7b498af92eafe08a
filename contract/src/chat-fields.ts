/* Field schemas the chat's group and event bodies share (not part of @krug/contract/chat's exports). */
import { z } from 'zod';
import { CHAT_TEXTS } from './chat-texts.ts';
import { DEFAULT_MODULE_COLOR } from './modules.ts';

export const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: CHAT_TEXTS.colorInvalid })
  .default(DEFAULT_MODULE_COLOR);
export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);
