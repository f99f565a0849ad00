import { useEffect, useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { errorsByField } from './field-errors';
import FormMessage from './FormMessage';
import { moveEntry } from './reorder';
import { buttonClass, inputClass, secondaryButtonClass } from './form-styles';
import NameTranslationFields from './NameTranslationFields';
import type { NameTranslations } from '#lib/validation/catalog-translations';

type Link = { kind: 'category'; slug: string } | { kind: 'product'; slug: string } | { kind: 'page'; path: string };
type Sub = { key: string; id?: string; name: string; translations: NameTranslations; productSlug: string };
type Item = { key: string; id?: string; label: string; translations: NameTranslations; kind: Link['kind']; target: string; subItems: Sub[] };
type Props = {
  menu: { items: { id: string; label: string; translations: NameTranslations; link: Link; subItems: { id: string; name: string; translations: NameTranslations; productSlug: string }[] }[] };
  productList: string;
  categoryList: string;
};

let counter = 0;
const freshKey = () => `new-${++counter}`;
const smallButton = `${secondaryButtonClass} px-2 py-1`;

/**
 * The header menu and its sub-menus in shop order. Entries move by dragging or with the Move up
 * and Move down buttons (focus stays on the button pressed); nothing is live until 'Save menu'.
 */
export default function MenuEditor({ menu, productList, categoryList }: Props) {
  const [items, setItems] = useState<Item[]>(() =>
    menu.items.map((i) => ({
      key: i.id,
      id: i.id,
      label: i.label,
      translations: i.translations,
      kind: i.link.kind,
      target: i.link.kind === 'page' ? i.link.path : i.link.slug,
      subItems: i.subItems.map((s) => ({ key: s.id, id: s.id, name: s.name, translations: s.translations, productSlug: s.productSlug })),
    })),
  );
  const [announcement, setAnnouncement] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState<{ item: number; sub?: number } | null>(null);
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = document.getElementById(focusAfterMove.current) as HTMLButtonElement | null;
    // At the top or bottom the button pressed is disabled: its partner takes the focus instead.
    const target = button && !button.disabled ? button : (document.getElementById(focusAfterMove.current.replace(/-(up|down)$/, (m) => (m === '-up' ? '-down' : '-up'))) as HTMLButtonElement | null);
    target?.focus();
    focusAfterMove.current = null;
  }, [items]);

  const edit = (i: number, change: Partial<Item>) => setItems((all) => all.map((it, k) => (k === i ? { ...it, ...change } : it)));
  const editSub = (i: number, s: number, change: Partial<Sub>) =>
    setItems((all) => all.map((it, k) => (k === i ? { ...it, subItems: it.subItems.map((sub, j) => (j === s ? { ...sub, ...change } : sub)) } : it)));

  function moveItem(from: number, to: number, focusId?: string) {
    const name = items[from]?.label || 'The item';
    const next = moveEntry(items, from, to);
    focusAfterMove.current = focusId ?? null;
    setItems(next);
    setSaved(null);
    setAnnouncement(`${name} moved to position ${next.findIndex((it) => it === items[from]) + 1} of ${next.length}. Save the menu to publish it.`);
  }

  function moveSub(i: number, from: number, to: number, focusId?: string) {
    const item = items[i]!;
    const subs = moveEntry(item.subItems, from, to);
    focusAfterMove.current = focusId ?? null;
    edit(i, { subItems: subs });
    setSaved(null);
    setAnnouncement(`${item.subItems[from]?.name || 'The entry'} moved to position ${subs.indexOf(item.subItems[from]!) + 1} of ${subs.length} under ${item.label}. Save the menu to publish it.`);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    setFieldErrors({});
    const body = {
      items: items.map((it) => ({
        ...(it.id ? { id: it.id } : {}),
        label: it.label,
        translations: it.translations,
        link: it.kind === 'page' ? { kind: 'page', path: it.target } : { kind: it.kind, slug: it.target },
        subItems: it.subItems.map((s) => ({ ...(s.id ? { id: s.id } : {}), name: s.name, translations: s.translations, productSlug: s.productSlug })),
      })),
    };
    const answer = await adminCall('PUT', '/api/admin/menu', body);
    setBusy(false);
    if (answer.status === 200) {
      setSaved(answer.message);
      return;
    }
    setFieldErrors(errorsByField(answer));
    setError(answer.errors?.length ? `${answer.errors[0]!.message} Check the entries marked below.` : answer.message);
  }

  const err = (path: string) => fieldErrors[path];
  const dropOn = (item: number, sub?: number) => (e: React.DragEvent) => {
    e.preventDefault();
    if (!dragging) return;
    if (sub === undefined && dragging.sub === undefined) moveItem(dragging.item, item);
    else if (sub !== undefined && dragging.sub !== undefined && dragging.item === item) moveSub(item, dragging.sub, sub);
    setDragging(null);
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <p className="text-sm text-muted">Drag an entry by its handle, or use its Move up and Move down buttons. The shop shows the new order once you save.</p>
      <ol className="space-y-3" aria-label="Menu items">
        {items.map((it, i) => {
          const base = `menu-${it.key}`;
          return (
            <li
              key={it.key}
              onDragOver={(e) => dragging?.sub === undefined && e.preventDefault()}
              onDrop={dropOn(i)}
              className="rounded-(--radius-card) border border-line bg-white p-3"
            >
              <div className="flex flex-wrap items-end gap-2">
                <span
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    setDragging({ item: i });
                  }}
                  onDragEnd={() => setDragging(null)}
                  className="cursor-grab select-none self-center px-1 text-xl text-muted"
                  title={`Drag ${it.label || 'this item'}`}
                  aria-hidden="true"
                >
                  ⠿
                </span>
                <div className="min-w-40 flex-1">
                  <label htmlFor={`${base}-label`} className="block text-sm font-medium">Menu item {i + 1} label</label>
                  <input id={`${base}-label`} value={it.label} onChange={(e) => edit(i, { label: e.target.value })} aria-invalid={err(`items.${i}.label`) ? true : undefined} className={inputClass} />
                </div>
                <div>
                  <label htmlFor={`${base}-kind`} className="block text-sm font-medium">Opens</label>
                  <select id={`${base}-kind`} value={it.kind} onChange={(e) => edit(i, { kind: e.target.value as Link['kind'], target: '' })} className={inputClass}>
                    <option value="category">A category</option>
                    <option value="product">A product</option>
                    <option value="page">A page</option>
                  </select>
                </div>
                <div className="min-w-40 flex-1">
                  <label htmlFor={`${base}-target`} className="block text-sm font-medium">{it.kind === 'page' ? 'Page path' : it.kind === 'category' ? 'Category slug' : 'Product slug'}</label>
                  <input
                    id={`${base}-target`}
                    value={it.target}
                    list={it.kind === 'category' ? categoryList : it.kind === 'product' ? productList : undefined}
                    onChange={(e) => edit(i, { target: e.target.value })}
                    aria-invalid={err(`items.${i}.link.slug`) || err(`items.${i}.link.path`) || err(`items.${i}.link`) ? true : undefined}
                    className={inputClass}
                  />
                </div>
                <div className="flex gap-1">
                  <button type="button" id={`${base}-up`} disabled={i === 0} onClick={() => moveItem(i, i - 1, `${base}-up`)} className={smallButton} aria-label={`Move ${it.label || `item ${i + 1}`} up`}>↑ Up</button>
                  <button type="button" id={`${base}-down`} disabled={i === items.length - 1} onClick={() => moveItem(i, i + 1, `${base}-down`)} className={smallButton} aria-label={`Move ${it.label || `item ${i + 1}`} down`}>↓ Down</button>
                  <button type="button" onClick={() => setItems((all) => all.filter((_, k) => k !== i))} className={smallButton} aria-label={`Remove ${it.label || `item ${i + 1}`}`}>Remove</button>
                </div>
              </div>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <NameTranslationFields id={`${base}-label`} what={`Menu item ${i + 1} label`} value={it.translations} onChange={(translations) => edit(i, { translations })} errors={fieldErrors} path={`items.${i}.translations`} />
              </div>
              {[`items.${i}.label`, `items.${i}.link`, `items.${i}.link.slug`, `items.${i}.link.path`].map((p) => err(p) && <p key={p} className="mt-1 text-sm font-medium text-error">{err(p)}</p>)}
              <details className="mt-2" open={it.subItems.length > 0 && it.subItems.some((_, s) => err(`items.${i}.subItems.${s}.productSlug`) || err(`items.${i}.subItems.${s}.name`)) ? true : undefined}>
                <summary className="cursor-pointer text-sm font-medium text-plum">Sub-menu of {it.label || `item ${i + 1}`} ({it.subItems.length})</summary>
                <ol className="mt-2 space-y-2 pl-4" aria-label={`Sub-menu of ${it.label || `item ${i + 1}`}`}>
                  {it.subItems.map((s, j) => {
                    const sb = `${base}-sub-${s.key}`;
                    const subErr = err(`items.${i}.subItems.${j}.productSlug`) ?? err(`items.${i}.subItems.${j}.name`);
                    return (
                      <li key={s.key} onDragOver={(e) => dragging?.item === i && dragging.sub !== undefined && e.preventDefault()} onDrop={dropOn(i, j)} className="flex flex-wrap items-end gap-2">
                        <span
                          draggable
                          onDragStart={(e) => {
                            e.stopPropagation();
                            e.dataTransfer.effectAllowed = 'move';
                            setDragging({ item: i, sub: j });
                          }}
                          onDragEnd={() => setDragging(null)}
                          className="cursor-grab select-none self-center px-1 text-lg text-muted"
                          aria-hidden="true"
                        >
                          ⠿
                        </span>
                        <div className="min-w-36 flex-1">
                          <label htmlFor={`${sb}-name`} className="block text-sm font-medium">Entry {j + 1} name</label>
                          <input id={`${sb}-name`} value={s.name} onChange={(e) => editSub(i, j, { name: e.target.value })} className={inputClass} />
                        </div>
                        <div className="min-w-36 flex-1">
                          <label htmlFor={`${sb}-product`} className="block text-sm font-medium">Entry {j + 1} product slug</label>
                          <input id={`${sb}-product`} value={s.productSlug} list={productList} onChange={(e) => editSub(i, j, { productSlug: e.target.value })} aria-invalid={subErr ? true : undefined} className={inputClass} />
                        </div>
                        <div className="flex gap-1">
                          <button type="button" id={`${sb}-up`} disabled={j === 0} onClick={() => moveSub(i, j, j - 1, `${sb}-up`)} className={smallButton} aria-label={`Move ${s.name || `entry ${j + 1}`} up`}>↑ Up</button>
                          <button type="button" id={`${sb}-down`} disabled={j === it.subItems.length - 1} onClick={() => moveSub(i, j, j + 1, `${sb}-down`)} className={smallButton} aria-label={`Move ${s.name || `entry ${j + 1}`} down`}>↓ Down</button>
                          <button type="button" onClick={() => edit(i, { subItems: it.subItems.filter((_, k) => k !== j) })} className={smallButton} aria-label={`Remove ${s.name || `entry ${j + 1}`}`}>Remove</button>
                        </div>
                        <div className="grid w-full gap-2 sm:grid-cols-2">
                          <NameTranslationFields id={`${sb}-name`} what={`Entry ${j + 1} name`} value={s.translations} onChange={(translations) => editSub(i, j, { translations })} errors={fieldErrors} path={`items.${i}.subItems.${j}.translations`} />
                        </div>
                        {subErr && <p className="w-full text-sm font-medium text-error">{subErr}</p>}
                      </li>
                    );
                  })}
                </ol>
                <button type="button" onClick={() => edit(i, { subItems: [...it.subItems, { key: freshKey(), name: '', translations: {}, productSlug: '' }] })} className={`${smallButton} mt-2`}>
                  Add an entry under {it.label || `item ${i + 1}`}
                </button>
              </details>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => setItems((all) => [...all, { key: freshKey(), label: '', translations: {}, kind: 'category', target: '', subItems: [] }])} className={secondaryButtonClass}>
          Add a menu item
        </button>
        <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Saving…' : 'Save menu'}</button>
      </div>
      <p aria-live="polite" className="sr-only">{announcement}</p>
      <FormMessage error={error} success={saved} />
    </form>
  );
}
