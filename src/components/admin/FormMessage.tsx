/** A form's outcome, announced to screen readers as it appears. */
export default function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div aria-live="polite" className="min-h-6">
      {error ? (
        <p role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      ) : success ? (
        <p className="text-sm font-medium text-success">{success}</p>
      ) : null}
    </div>
  );
}
