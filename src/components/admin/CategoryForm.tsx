import { useState } from 'react';
import TextField from './TextField';
import TileForm, { type TileFormProps } from './TileForm';
import NameTranslationFields from './NameTranslationFields';
import type { NameTranslations } from '#lib/validation/catalog-translations';

type Props = TileFormProps & {
  /** 'category' or 'subcategory': the words of the labels and messages */
  kind: 'category' | 'subcategory';
  initial?: { name: string; translations?: NameTranslations; slug: string; image: string; productSlug: string | null; position: number };
  /** the id of the product-slug datalist on the page */
  productList: string;
};

/** Adds or edits a category or a subcategory: name, slug, linked product, then TileForm's image and position. */
export default function CategoryForm({ kind, initial, productList, ...form }: Props) {
  const [name, setName] = useState(initial?.name ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [productSlug, setProductSlug] = useState(initial?.productSlug ?? '');
  const [translations, setTranslations] = useState<NameTranslations>(initial?.translations ?? {});
  const words = kind === 'category' ? 'Category' : 'Subcategory';
  const id = form.idPrefix;
  return (
    <TileForm {...form} noun={kind} name={name} savedName={initial?.name} imageLabel={`${words} image`} initial={initial} body={() => ({ name, translations, slug, productSlug: productSlug.trim() })}>
      {(errors) => (
        <>
          <TextField id={`${id}-name`} label={`${words} name`} value={name} onChange={setName} error={errors.name} />
          <NameTranslationFields id={`${id}-name`} what={`${words} name`} value={translations} onChange={setTranslations} errors={errors} />
          <TextField id={`${id}-slug`} label="Slug" value={slug} onChange={setSlug} error={errors.slug} />
          <TextField id={`${id}-product`} label="Linked product (slug)" value={productSlug} onChange={setProductSlug} error={errors.productSlug} list={productList} />
        </>
      )}
    </TileForm>
  );
}
