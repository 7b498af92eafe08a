import type { FieldFormat } from '@krug/contract/document-formats';
import { useId } from 'react';
import { IMaskInput } from 'react-imask';

// `Б` is a Cyrillic letter (typed in either case, kept upper case), `R` a Roman numeral series.
const definitions = { Б: /[А-ЯЁа-яё]/ };
const blocks = { R: { mask: /^[IVXLCivxlc]{0,4}$/ } };
const upper = (c: string) => c.toUpperCase();

/**
 * A labelled input that types into a document's mask (react-imask), e.g. «45 12 345678», with the
 * example under the label and the error under it, wired like `Field` (aria-invalid, describedby).
 */
export function MaskedField({
  id,
  label,
  format,
  hint,
  value,
  error,
  onChange,
}: {
  id?: string;
  label: string;
  format: FieldFormat;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-fg-muted">
        {label}
      </label>
      <IMaskInput
        id={inputId}
        mask={format.mask}
        definitions={definitions}
        blocks={blocks}
        prepareChar={upper}
        value={value}
        inputMode={/Б|R/.test(format.mask) ? 'text' : 'numeric'}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        placeholder={format.example}
        className="rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger"
        onAccept={(next: string) => {
          if (next !== value) onChange(next);
        }}
      />
      <p id={hintId} className="text-xs text-fg-subtle">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}
