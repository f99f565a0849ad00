// The customers domain's only door: what other domains and the pages use of it.
export { addCustomerNote, customerDetail, listCustomers } from './admin-customers';
export { CustomerQuerySchema } from './customer-query';
