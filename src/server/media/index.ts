// The media domain's only door: what other domains and the pages use of it.
export { FORGET_PHOTOS_JOB, forgetPhotosJob, forgetPhotosLater } from './forget-photos';
export { PHOTO_CONTENT_TYPES, checkPhoto, checkPixels, declaredSize, photoFileBytes, photoIsKept, storeDrawnPhoto, storePhoto } from './photo-pipeline';
