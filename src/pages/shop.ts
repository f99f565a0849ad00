import type { APIRoute } from 'astro';

/** The fallback header menu links here (spec section 2); a permanent redirect to the catalogue. */
export const GET: APIRoute = ({ redirect }) => redirect('/categories', 301);
