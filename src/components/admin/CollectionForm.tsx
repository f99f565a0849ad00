import { useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Link = { kind: 'category' | 'product'; slug: string };
type Props = {
  method: 'POST' | 'PATCH';
  path: string;
  deletePath?: string;
  initial?: { label: string; image: string; link: Link; position: number };
  idPrefix: string;
  productList: string;
  categoryList: string;
};

/** Adds or edits a collection tile: label, image path, what it opens, position. */
export default function CollectionForm({ method, path, deletePath, initial, idPrefix, productList, categoryList }: Props) {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [image, setImage] = useState(initial?.image ?? '');
  const [kind, setKind] = useState<Link['kind']>(initial?.link.kind ?? 'category');
  const [slug, setSlug] = useState(initial?.link.slug ?? '');
  const [position, setPosition] = useState(String(initial?.position ?? 0));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(m: 'POST' | 'PATCH' | 'DELETE', to: string, body: unknown) {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const r = await adminCall(m, to, body);
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
    void send(method, path, { label, image, link: { kind, slug }, position: position.trim() === '' ? 0 : Number(position) });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField id={`${idPrefix}-label`} label="Label" value={label} onChange={setLabel} error={fieldErrors.label} />
        <TextField id={`${idPrefix}-image`} label="Image path" value={image} onChange={setImage} error={fieldErrors.image} />
        <div>
          <label htmlFor={`${idPrefix}-kind`} className={labelClass}>Opens</label>
          <select id={`${idPrefix}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Link['kind'])} className={inputClass}>
            <option value="category">A category</option>
            <option value="product">A product</option>
          </select>
        </div>
        <TextField
          id={`${idPrefix}-slug`}
          label={kind === 'category' ? 'Category slug' : 'Product slug'}
          value={slug}
          onChange={setSlug}
          error={fieldErrors['link.slug'] ?? fieldErrors['link.kind']}
          list={kind === 'category' ? categoryList : productList}
        />
        <TextField id={`${idPrefix}-position`} label="Position" type="number" inputMode="numeric" value={position} onChange={setPosition} error={fieldErrors.position} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>{method === 'POST' ? 'Add collection' : `Save ${label || 'collection'}`}</button>
        {deletePath && (
          <button type="button" disabled={busy} onClick={() => void send('DELETE', deletePath, {})} className={secondaryButtonClass}>
            Delete {initial?.label ?? 'collection'}
          </button>
        )}
      </div>
      <FormMessage error={error} />
    </form>
  );
}
