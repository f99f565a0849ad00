import type { APIRoute } from 'astro';

/** The fallback header menu links here (spec section 2); a permanent redirect to the story of the shop. */
export const GET: APIRoute = ({ redirect }) => redirect('/blogs/the-kanmani-story', 301);
