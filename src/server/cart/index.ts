// The cart domain's only door: what other domains and the pages use of it.
export { QuoteSchema } from './answer-schemas';
export { QuoteRequestSchema, quoteCart } from './quote';
