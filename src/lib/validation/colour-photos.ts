import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { labelled } from './labels';

/** A colour's photo list as the console sends it back: references it was given, in a new order. */
const Ref = labelled('Photo', z.string().min(1, 'Photo must name a photo').max(300, 'Photo is not a photo of this colour'));

export const ColourPhotosParamsSchema = z.object({
  id: labelled('Product id', idSchema('Product id must be a product of the catalog')),
  colourId: labelled('Colour', idSchema('Colour must be a colour of this product')),
});
export const PhotoOrderSchema = z.strictObject({ photos: labelled('Photos', z.array(Ref).max(50, 'Photos must list at most 50 photos')) });
export const PhotoRemoveSchema = z.strictObject({ photo: Ref });
