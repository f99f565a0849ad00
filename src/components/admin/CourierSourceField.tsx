type Source = 'zones' | 'shiprocket';

/**
 * Where delivery dates and AWBs come from. Live Shiprocket can be chosen only once the server
 * has its API user (environment variables, never typed here), so the choice says so.
 */
export default function CourierSourceField({ value, onChange, shiprocketReady }: { value: Source; onChange: (v: Source) => void; shiprocketReady: boolean }) {
  const option = (v: Source, label: string, hint: string, disabled = false) => (
    <div className="flex items-start gap-2">
      <input id={`source-${v}`} type="radio" name="source" value={v} checked={value === v} disabled={disabled} onChange={() => onChange(v)} className="mt-1 h-4 w-4 accent-plum" aria-describedby={`source-${v}-hint`} />
      <div>
        <label htmlFor={`source-${v}`} className="block font-medium">
          {label}
        </label>
        <p id={`source-${v}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Delivery dates and AWBs</legend>
      {option('zones', 'Your zones', 'Dates from the zones and holidays below; staff type the courier and AWB when shipping.')}
      {option(
        'shiprocket',
        'Live Shiprocket',
        shiprocketReady
          ? "Dates from Shiprocket's estimated delivery for each PIN code; shipping an order books it and its AWB with Shiprocket. Your zones answer if Shiprocket cannot."
          : 'Not set up on this server: SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_PINCODE must be set first.',
        !shiprocketReady && value !== 'shiprocket',
      )}
    </fieldset>
  );
}
