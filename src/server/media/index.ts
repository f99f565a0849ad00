// The media domain's only door: what other domains and the pages use of it.
export { PHOTO_CONTENT_TYPES, checkPhoto, checkPixels, declaredSize, photoFileBytes, photoIsKept, storeDrawnPhoto, storePhoto } from './photo-pipeline';
