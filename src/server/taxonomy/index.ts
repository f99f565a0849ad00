// The taxonomy domain's only door: what other domains and the pages use of it.
export { catalogWrite } from './catalog-write';
export type { WriteContext } from './catalog-write';
export { createCategory, createSubcategory, deleteCategory, deleteSubcategory, listCategoriesForAdmin, updateCategory, updateSubcategory } from './categories-admin';
export { createCollection, deleteCollection, listCollectionsForAdmin, productChoices, updateCollection } from './collections-admin';
export { loadMenuForAdmin, saveMenu } from './menu-admin';
export { listRateTiersForAdmin, parseRateTiers, saveRateTiers } from './rate-tiers-admin';
export { uploadImage } from './tile-images';
