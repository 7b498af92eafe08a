import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Classes of the wrapper holding label, input and error (e.g. `flex-1` in a row). */
  wrapperClassName?: string;
}

/** A labelled input with its error under it (aria-invalid + aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, wrapperClassName = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${wrapperClassName}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg-muted">
        {label}
        {hint ? <span className="ml-1 font-normal text-fg-faint">{hint}</span> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger"
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  /** Classes of the wrapper holding label, select and error (e.g. `flex-1` in a row). */
  wrapperClassName?: string;
}

/** A labelled select with its error under it, styled and wired like `Field`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, children, className = '', wrapperClassName = '', ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wrapperClassName}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg-muted">
        {label}
        {hint ? <span className="ml-1 font-normal text-fg-faint">{hint}</span> : null}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 min-w-0 rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger ${className}`}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
});

const variants = {
  primary: 'bg-primary text-white hover:bg-primary-hover disabled:opacity-60',
  secondary: 'border border-line-strong bg-surface text-fg hover:bg-surface-sunken disabled:text-fg-faint',
  ghost: 'text-fg-muted hover:bg-surface-muted disabled:text-fg-faint',
  danger: 'bg-danger text-white hover:bg-danger-hover disabled:opacity-60',
} as const;

export function buttonClass(variant: keyof typeof variants = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}
