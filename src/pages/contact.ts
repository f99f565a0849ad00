import type { APIRoute } from 'astro';

/** The fallback header menu links here (spec section 2); a permanent redirect to the contact page. */
export const GET: APIRoute = ({ redirect }) => redirect('/static/contact', 301);
