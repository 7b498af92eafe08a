import './texts.ts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../ui/color.ts';

/** The group colours offered (the modules' colours and a grey); white text reads on each. */
export const GROUP_SWATCHES = [
  ['green', '#059669'],
  ['teal', '#0891B2'],
  ['blue', '#1D4ED8'],
  ['violet', '#7E22CE'],
  ['pink', '#BE185D'],
  ['red', '#DC2626'],
  ['orange', '#EA580C'],
  ['amber', '#A16207'],
  ['slate', '#475569'],
] as const;

/**
 * A group's colour as a radio group of swatches in a wrapping grid (arrow keys move between them,
 * as in any radio group); each swatch is named, the chosen one carries a check.
 */
export function ColorSwatches({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(color: string): void;
  label: string;
}) {
  const { t } = useTranslation('chat');
  const name = useId();
  const chosen = value.toLowerCase();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-fg-muted">{label}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.25rem,1fr))] gap-1.5">
        {GROUP_SWATCHES.map(([key, hex]) => {
          const checked = chosen === hex.toLowerCase();
          return (
            <label
              key={key}
              className="relative flex aspect-square max-h-9 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              style={{ backgroundColor: hex }}
              title={t(`chat.swatches.${key}`)}
            >
              <input
                type="radio"
                name={name}
                value={hex}
                checked={checked}
                onChange={() => onChange(hex)}
                className="sr-only"
                aria-label={t(`chat.swatches.${key}`)}
              />
              {checked ? (
                <Check aria-hidden="true" className="h-4 w-4" style={{ color: textOn(hex) }} />
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
