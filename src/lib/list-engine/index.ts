export { EntityIndex } from './entity-index';
export {
  defaultQuery,
  parseListSearch,
  type BookingRow,
  type EntityRow,
  type InvoiceNoteRow,
  type InvoiceRow,
  type Listed,
  type MerchantQueue,
  type MerchantRow,
  type QueryOf,
  type RowOf,
  type UserRow,
} from './list-rows';
export {
  getEntityIndex,
  useEntityIndex,
  useEntityPage,
  useEntityQuery,
  type EntityIndexOf,
} from './use-entity-index';
export { runSliced } from './sliced-work';
