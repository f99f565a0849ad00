import { useId, useState, type FormEvent } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import SizeStockField from './SizeStockField';
import ImageUpload from './ImageUpload';
import type { UploadLimits } from './send-file';
import { Field, Offers, Section, fieldId } from './EditorFields';
import DeclarationFields from './DeclarationFields';
import ProductGstFields from './ProductGstFields';
import ProductTranslationFields from './ProductTranslationFields';
import type { DeclarationField } from '#lib/validation/legal';
import { buttonClass, inputClass, secondaryButtonClass } from './form-styles';
import { slabJumpWarning } from '#lib/gst/slab-band';
import { toPaise } from '#lib/money';
import { bodyOf, draftOf, emptyColour, emptySize, type CategoryOption, type ColourDraft, type Draft, type EditorProduct, type SizeDraft } from './product-draft';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The GST warning for a size's price as typed, or null while it is clear of the slab jump or not a price yet. */
function bandWarning(price: string): string | null {
  const rupees = Number(price.trim());
  if (price.trim() === '' || !Number.isFinite(rupees) || rupees <= 0) return null;
  return slabJumpWarning(toPaise(rupees), new Date());
}

/**
 * The product editor: every field of a product, its default offers, and its colours with their
 * sizes and offers. Numbers are kept as typed and sent as numbers; the server's messages appear
 * beside the field they name, and in a list at the top that links to each field.
 *
 * `stock` holds each saved size's shelf counts (by size id), set beside the size; a size not saved
 * yet has no stock of its own.
 */
export default function ProductEditor({ product, categories, stock = {}, limits, declarationDefaults }: { product: EditorProduct | null; categories: CategoryOption[]; stock?: Record<string, { onHand: number; reserved: number }>; limits: UploadLimits; declarationDefaults: Record<DeclarationField, string | null> }) {
  const [d, setD] = useState<Draft>(() => draftOf(product, categories));
  const [slugTouched, setSlugTouched] = useState(product !== null);
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = useId();

  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setColour = (ci: number, patch: Partial<ColourDraft>) => setD((x) => ({ ...x, colorVariants: x.colorVariants.map((c, i) => (i === ci ? { ...c, ...patch } : c)) }));
  const setSize = (ci: number, si: number, patch: Partial<SizeDraft>) =>
    setColour(ci, { sizes: d.colorVariants[ci]!.sizes.map((s, i) => (i === si ? { ...s, ...patch } : s)) });
  const errorAt = (path: string) => errors.find((e) => e.path === path)?.message;
  const subs = categories.find((c) => c.id === d.categoryId)?.subcategories ?? [];

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setSaved(null);
    const body = bodyOf(d);
    const r = product
      ? await adminCall<EditorProduct>('PUT', `/api/admin/products/${product.id}`, body)
      : await adminCall<EditorProduct>('POST', '/api/admin/products', body);
    setBusy(false);
    if (r.status === 201) {
      window.location.assign(`/admin/products/${r.data.id}?created=1`);
      return;
    }
    if (r.status === 200) {
      setErrors([]);
      setD(draftOf(r.data, categories));
      setSaved(r.message);
      return;
    }
    setErrors(r.errors ?? []);
    setMessage(r.errors?.length ? `The product was not saved: ${r.errors.length === 1 ? 'one field needs' : `${r.errors.length} fields need`} a change.` : r.message);
    document.getElementById(`${base}-summary`)?.focus();
  }

  return (
    <form method="post" onSubmit={save} noValidate className="space-y-6">
      <div id={`${base}-summary`} tabIndex={-1} className="outline-none">
        <FormMessage error={message} success={saved} />
        {errors.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-error">
            {errors.map((e) => (
              <li key={`${e.path}:${e.message}`}>
                <a className="underline" href={`#${fieldId(e.path)}`}>{e.message}</a>
                {describePath(e.path, d)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <Section title="About the product">
        <div className="grid gap-4 md:grid-cols-2">
          <Field path="name" label="Name" error={errorAt('name')}>
            {(p) => (
              <input {...p} type="text" maxLength={120} value={d.name} onChange={(e) => set({ name: e.target.value, ...(slugTouched ? {} : { slug: slugOf(e.target.value) }) })} className={inputClass} />
            )}
          </Field>
          <Field path="slug" label="Slug (the address: /product/slug)" error={errorAt('slug')} hint={product ? 'Changing it keeps the old address working: it redirects here.' : undefined}>
            {(p) => (
              <input {...p} type="text" maxLength={120} value={d.slug} onChange={(e) => { setSlugTouched(true); set({ slug: e.target.value }); }} className={inputClass} autoCapitalize="none" spellCheck={false} />
            )}
          </Field>
          <Field path="type" label="Type" error={errorAt('type')}>
            {(p) => (
              <select {...p} value={d.type} onChange={(e) => set({ type: e.target.value as '1' | '2' })} className={inputClass}>
                <option value="1">Best Seller</option>
                <option value="2">Featured</option>
              </select>
            )}
          </Field>
          <Field path="badge" label="Badge (optional, e.g. New)" error={errorAt('badge')}>
            {(p) => <input {...p} type="text" maxLength={30} value={d.badge} onChange={(e) => set({ badge: e.target.value })} className={inputClass} />}
          </Field>
          <Field path="categoryId" label="Category" error={errorAt('categoryId')}>
            {(p) => (
              <select {...p} value={d.categoryId} onChange={(e) => set({ categoryId: e.target.value, subcategoryId: '' })} className={inputClass}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>{c.name}</option>
                ))}
              </select>
            )}
          </Field>
          <Field path="subcategoryId" label="Subcategory" error={errorAt('subcategoryId')}>
            {(p) => (
              <select {...p} value={d.subcategoryId} onChange={(e) => set({ subcategoryId: e.target.value })} className={inputClass}>
                <option value="">None</option>
                {subs.map((s) => (
                  <option key={s.id} value={s.id}>{s.name}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field path="description" label="Description" error={errorAt('description')}>
          {(p) => <textarea {...p} rows={4} maxLength={5000} value={d.description} onChange={(e) => set({ description: e.target.value })} className={inputClass} />}
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <ImageUpload id={fieldId('sizeChart')} label="Size chart image (optional)" value={d.sizeChart} onChange={(sizeChart) => set({ sizeChart })} error={errorAt('sizeChart')} limits={limits} optional />
          <Field path="videoUrl" label="Promo video URL (YouTube, optional)" error={errorAt('videoUrl')}>
            {(p) => <input {...p} type="url" value={d.videoUrl} onChange={(e) => set({ videoUrl: e.target.value })} className={inputClass} />}
          </Field>
        </div>
      </Section>

      <Section title="Specifications">
        {d.specifications.length === 0 && <p className="text-sm text-muted">No specifications yet.</p>}
        {d.specifications.map((row, i) => (
          <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <Field path={`specifications.${i}.key`} label={`Specification ${i + 1} name`} error={errorAt(`specifications.${i}.key`)}>
              {(p) => <input {...p} type="text" value={row.key} onChange={(e) => set({ specifications: d.specifications.map((r, k) => (k === i ? { ...r, key: e.target.value } : r)) })} className={inputClass} />}
            </Field>
            <Field path={`specifications.${i}.value`} label={`Specification ${i + 1} value`} error={errorAt(`specifications.${i}.value`)}>
              {(p) => <input {...p} type="text" value={row.value} onChange={(e) => set({ specifications: d.specifications.map((r, k) => (k === i ? { ...r, value: e.target.value } : r)) })} className={inputClass} />}
            </Field>
            <button type="button" className={`${secondaryButtonClass} mb-1`} onClick={() => set({ specifications: d.specifications.filter((_, k) => k !== i) })}>
              Remove<span className="sr-only"> specification {i + 1}</span>
            </button>
          </div>
        ))}
        <button type="button" className={secondaryButtonClass} onClick={() => set({ specifications: [...d.specifications, { key: '', value: '' }] })}>Add a specification</button>
      </Section>

      <ProductTranslationFields value={d.translations} onChange={(translations) => set({ translations })} errorAt={errorAt} />

      <ProductGstFields
        hsn={d.hsn}
        categoryDefault={categories.find((c) => c.id === d.categoryId)?.hsnDefault ?? null}
        sizes={d.colorVariants.flatMap((c) => c.sizes)}
        error={errorAt('hsn')}
        onChange={(hsn) => set({ hsn })}
      />

      <DeclarationFields value={d.declarations} defaults={declarationDefaults} errorAt={errorAt} onChange={(declarations) => set({ declarations })} />

      <Section title="Default offers" hint="They price every size without offers of its own. A hidden offer still prices the cart; it only has no tile on the product page.">
        <Offers path="defaultOffers" what="Default offer" list={d.defaultOffers} errorAt={errorAt} onChange={(defaultOffers) => set({ defaultOffers })} />
      </Section>

      {d.colorVariants.map((c, ci) => (
        <fieldset key={c.key} className="rounded-(--radius-card) border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">Colour {ci + 1}{c.name ? `: ${c.name}` : ''}</legend>
          <div className="grid items-end gap-4 sm:grid-cols-[2fr_1fr_auto]">
            <Field path={`colorVariants.${ci}.name`} label="Colour name" error={errorAt(`colorVariants.${ci}.name`)}>
              {(p) => <input {...p} type="text" maxLength={40} value={c.name} onChange={(e) => setColour(ci, { name: e.target.value })} className={inputClass} />}
            </Field>
            <Field path={`colorVariants.${ci}.colorCode`} label="Colour code" error={errorAt(`colorVariants.${ci}.colorCode`)}>
              {(p) => (
                <span className="mt-1 flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-9 shrink-0 rounded-md border border-gray-400" style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(c.colorCode) ? c.colorCode : 'transparent' }} />
                  <input {...p} type="text" maxLength={7} value={c.colorCode} onChange={(e) => setColour(ci, { colorCode: e.target.value })} className={inputClass.replace('mt-1 ', '')} spellCheck={false} />
                </span>
              )}
            </Field>
            <p className="mb-2 text-sm">
              {product && c.id ? (
                <a className="font-medium text-plum underline" href={`/admin/products/${product.id}/photos#colour-${c.id}`}>
                  Photos<span className="sr-only"> of {c.name || `colour ${ci + 1}`}</span> ({c.photos})
                </a>
              ) : (
                <span className="text-muted">Save to add photos</span>
              )}
            </p>
          </div>
          <div className="mt-4 space-y-4">
            {c.sizes.map((s, si) => {
              const at = `colorVariants.${ci}.sizes.${si}`;
              const who = `${s.name || `size ${si + 1}`}, ${c.name || `colour ${ci + 1}`}`;
              return (
                <div key={s.id ?? `${c.key}-${si}`} className="rounded-md border border-line p-3">
                  <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]">
                    <Field path={`${at}.name`} label={`Size ${si + 1}`} error={errorAt(`${at}.name`)}>
                      {(p) => <input {...p} type="text" maxLength={40} value={s.name} onChange={(e) => setSize(ci, si, { name: e.target.value })} className={inputClass} />}
                    </Field>
                    <Field path={`${at}.price`} label="Price (₹)" error={errorAt(`${at}.price`)}>
                      {(p) => <input {...p} type="text" inputMode="decimal" value={s.price} onChange={(e) => setSize(ci, si, { price: e.target.value })} className={inputClass} />}
                    </Field>
                    <Field
                      path={`${at}.strikedPrice`}
                      label="MRP (₹)"
                      error={errorAt(`${at}.strikedPrice`)}
                      hint="Maximum retail price, incl. of all taxes. Struck through only when above the price; selling at MRP? Enter the price again."
                    >
                      {(p) => <input {...p} type="text" inputMode="decimal" value={s.strikedPrice} onChange={(e) => setSize(ci, si, { strikedPrice: e.target.value })} className={inputClass} />}
                    </Field>
                    <Field path={`${at}.weight`} label="Weight (grams)" error={errorAt(`${at}.weight`)}>
                      {(p) => <input {...p} type="text" inputMode="numeric" value={s.weight} onChange={(e) => setSize(ci, si, { weight: e.target.value })} className={inputClass} />}
                    </Field>
                    <button type="button" className={`${secondaryButtonClass} mb-1`} disabled={c.sizes.length === 1} onClick={() => setColour(ci, { sizes: c.sizes.filter((_, k) => k !== si) })}>
                      Remove<span className="sr-only"> {who}</span>
                    </button>
                  </div>
                  {(() => {
                    const warning = bandWarning(s.price);
                    return warning && <p role="status" className="mt-2 rounded-md border border-line bg-paper p-2 text-sm">{warning}</p>;
                  })()}
                  {s.id ? (
                    <SizeStockField sizeId={s.id} who={who} onHand={stock[s.id]?.onHand ?? 0} reserved={stock[s.id]?.reserved ?? 0} />
                  ) : (
                    <p className="mt-2 text-sm text-muted">Save the product to set this size's stock.</p>
                  )}
                  <div className="mt-2">
                    <Offers path={`${at}.offers`} what={`Offer for ${who}`} list={s.offers} errorAt={errorAt} onChange={(offers) => setSize(ci, si, { offers })} />
                  </div>
                </div>
              );
            })}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setColour(ci, { sizes: [...c.sizes, emptySize()] })}>
              Add a size<span className="sr-only"> to {c.name || `colour ${ci + 1}`}</span>
            </button>
            <button type="button" className={secondaryButtonClass} disabled={d.colorVariants.length === 1} onClick={() => set({ colorVariants: d.colorVariants.filter((_, k) => k !== ci) })}>
              Remove colour<span className="sr-only"> {c.name || ci + 1}</span>
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className={secondaryButtonClass} onClick={() => set({ colorVariants: [...d.colorVariants, emptyColour()] })}>Add a colour</button>

      <fieldset className="rounded-(--radius-card) border border-line bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Status</legend>
        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${base}-status`} checked={d.published} onChange={() => set({ published: true })} className="size-4 accent-plum" />
            Published: shoppers see it
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${base}-status`} checked={!d.published} onChange={() => set({ published: false })} className="size-4 accent-plum" />
            Draft: hidden from the shop
          </label>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : product ? 'Save product' : 'Create product'}</button>
        {product && d.published && (
          <a className="text-plum underline" href={`/product/${product.slug}`}>View in the shop</a>
        )}
      </div>
    </form>
  );
}

/** Which colour and size a nested error is about, read from its path. */
function describePath(path: string, d: Draft): string {
  const m = /^colorVariants\.(\d+)(?:\.sizes\.(\d+))?/.exec(path);
  if (!m) return '';
  const c = d.colorVariants[Number(m[1])];
  const colour = c?.name || `colour ${Number(m[1]) + 1}`;
  if (m[2] === undefined) return ` (${colour})`;
  const s = c?.sizes[Number(m[2])];
  return ` (${colour}, size ${s?.name || Number(m[2]) + 1})`;
}
