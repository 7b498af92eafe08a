export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary-line border-t-transparent"
      />
      {label ? <span>{label}</span> : <span className="sr-only">…</span>}
    </span>
  );
}
