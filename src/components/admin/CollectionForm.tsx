import { useState } from 'react';
import TextField from './TextField';
import TileForm, { type TileFormProps } from './TileForm';
import { inputClass, labelClass } from './form-styles';
import NameTranslationFields from './NameTranslationFields';
import type { NameTranslations } from '#lib/validation/catalog-translations';

type Link = { kind: 'category' | 'product'; slug: string };
type Props = TileFormProps & {
  initial?: { label: string; translations?: NameTranslations; image: string; link: Link; position: number };
  productList: string;
  categoryList: string;
};

/** Adds or edits a collection tile: label, what it opens, then TileForm's image and position. */
export default function CollectionForm({ initial, productList, categoryList, ...form }: Props) {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [kind, setKind] = useState<Link['kind']>(initial?.link.kind ?? 'category');
  const [slug, setSlug] = useState(initial?.link.slug ?? '');
  const [translations, setTranslations] = useState<NameTranslations>(initial?.translations ?? {});
  const id = form.idPrefix;
  return (
    <TileForm {...form} noun="collection" name={label} savedName={initial?.label} imageLabel="Collection image" initial={initial} body={() => ({ label, translations, link: { kind, slug } })}>
      {(errors) => (
        <>
          <TextField id={`${id}-label`} label="Label" value={label} onChange={setLabel} error={errors.label} />
          <NameTranslationFields id={`${id}-label`} what="Label" value={translations} onChange={setTranslations} errors={errors} />
          <div>
            <label htmlFor={`${id}-kind`} className={labelClass}>Opens</label>
            <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Link['kind'])} className={inputClass}>
              <option value="category">A category</option>
              <option value="product">A product</option>
            </select>
          </div>
          <TextField
            id={`${id}-slug`}
            label={kind === 'category' ? 'Category slug' : 'Product slug'}
            value={slug}
            onChange={setSlug}
            error={errors['link.slug'] ?? errors['link.kind']}
            list={kind === 'category' ? categoryList : productList}
          />
        </>
      )}
    </TileForm>
  );
}
