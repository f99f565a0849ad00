import { useState, type ReactNode } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import ImageUpload from './ImageUpload';
import TextField from './TextField';
import { buttonClass, secondaryButtonClass } from './form-styles';
import type { UploadLimits } from './send-file';

export type TileFormProps = {
  /** where to send: POST to create, PATCH to change */
  method: 'POST' | 'PATCH';
  path: string;
  /** where DELETE goes, for an existing one */
  deletePath?: string | undefined;
  idPrefix: string;
  limits: UploadLimits;
};

type Props = TileFormProps & {
  /** 'category', 'subcategory' or 'collection': the words of the buttons */
  noun: string;
  /** the name typed now (the Save button's words) and the saved one (the Delete button's) */
  name: string;
  savedName: string | undefined;
  imageLabel: string;
  initial: { image: string; position: number } | undefined;
  /** the form's own fields, sent beside image and position */
  body: () => Record<string, unknown>;
  /** the form's own inputs, given the errors by field path */
  children: (fieldErrors: Record<string, string>) => ReactNode;
};

/**
 * What a category, subcategory and collection tile form share: the uploaded image, the position,
 * sending (POST, PATCH or DELETE), the errors by field, and reloading the page after a change.
 */
export default function TileForm({ method, path, deletePath, idPrefix, limits, noun, name, savedName, imageLabel, initial, body, children }: Props) {
  const [image, setImage] = useState(initial?.image ?? '');
  const [position, setPosition] = useState(String(initial?.position ?? 0));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(m: 'POST' | 'PATCH' | 'DELETE', to: string, payload: unknown) {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const r = await adminCall(m, to, payload);
    if (r.status === 200 || r.status === 201) {
      window.location.reload();
      return;
    }
    setFieldErrors(errorsByField(r));
    setError(r.errors?.length ? 'Check the fields marked below.' : r.message);
    setBusy(false);
  }

  function save(e: React.FormEvent) {
    e.preventDefault();
    void send(method, path, { ...body(), image, position: position.trim() === '' ? 0 : Number(position) });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {children(fieldErrors)}
        <TextField id={`${idPrefix}-position`} label="Position" type="number" inputMode="numeric" value={position} onChange={setPosition} error={fieldErrors.position} />
      </div>
      <div className="max-w-xl">
        <ImageUpload id={`${idPrefix}-image`} label={imageLabel} value={image} onChange={setImage} error={fieldErrors.image} limits={limits} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          {method === 'POST' ? `Add ${noun}` : `Save ${name || noun}`}
        </button>
        {deletePath && (
          <button type="button" disabled={busy} onClick={() => void send('DELETE', deletePath, {})} className={secondaryButtonClass}>
            Delete {savedName ?? noun}
          </button>
        )}
      </div>
      <FormMessage error={error} />
    </form>
  );
}
