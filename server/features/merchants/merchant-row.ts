/** Kept only for tests/bench/api/list-floor.ts (see merchant-list-sql.ts); the select list lives in server/resources/merchants.ts. */
export { MERCHANT_COLUMNS } from '../../resources/merchants';
