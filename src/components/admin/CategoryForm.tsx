import { useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass, secondaryButtonClass } from './form-styles';

type Values = { name: string; slug: string; image: string; productSlug: string; position: string };
type Props = {
  /** 'category' or 'subcategory': the words of the labels and messages */
  kind: 'category' | 'subcategory';
  /** where to send: POST to create, PATCH to change */
  method: 'POST' | 'PATCH';
  path: string;
  /** where DELETE goes, for an existing one */
  deletePath?: string;
  initial?: { name: string; slug: string; image: string; productSlug: string | null; position: number };
  idPrefix: string;
  /** the id of the product-slug datalist on the page */
  productList: string;
};

/** Adds or edits a category or a subcategory: name, slug, image path, linked product, position. */
export default function CategoryForm({ kind, method, path, deletePath, initial, idPrefix, productList }: Props) {
  const [v, setV] = useState<Values>({
    name: initial?.name ?? '',
    slug: initial?.slug ?? '',
    image: initial?.image ?? '',
    productSlug: initial?.productSlug ?? '',
    position: String(initial?.position ?? 0),
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Values) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const words = kind === 'category' ? 'Category' : 'Subcategory';

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
    const position = v.position.trim() === '' ? 0 : Number(v.position);
    void send(method, path, { name: v.name, slug: v.slug, image: v.image, productSlug: v.productSlug.trim(), position });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField id={`${idPrefix}-name`} label={`${words} name`} value={v.name} onChange={set('name')} error={fieldErrors.name} />
        <TextField id={`${idPrefix}-slug`} label="Slug" value={v.slug} onChange={set('slug')} error={fieldErrors.slug} />
        <TextField id={`${idPrefix}-image`} label="Image path" value={v.image} onChange={set('image')} error={fieldErrors.image} />
        <TextField id={`${idPrefix}-product`} label="Linked product (slug)" value={v.productSlug} onChange={set('productSlug')} error={fieldErrors.productSlug} list={productList} />
        <TextField id={`${idPrefix}-position`} label="Position" type="number" inputMode="numeric" value={v.position} onChange={set('position')} error={fieldErrors.position} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          {method === 'POST' ? `Add ${kind}` : `Save ${v.name || kind}`}
        </button>
        {deletePath && (
          <button type="button" disabled={busy} onClick={() => void send('DELETE', deletePath, {})} className={secondaryButtonClass}>
            Delete {initial?.name ?? kind}
          </button>
        )}
      </div>
      <FormMessage error={error} />
    </form>
  );
}
