import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';

/** A colour's photo list as the console sends it back: references it was given, in a new order. */
const Ref = z.string().min(1, 'must name a photo').max(300, 'is not a photo of this colour');

export const ColourPhotosParamsSchema = z.object({
  id: idSchema('must be a product id'),
  colourId: idSchema('must be a colour id'),
});
export const PhotoOrderSchema = z.strictObject({ photos: z.array(Ref).max(50, 'must list at most 50 photos') });
export const PhotoRemoveSchema = z.strictObject({ photo: Ref });
