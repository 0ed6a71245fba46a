export { MerchantCache, type MerchantCounts } from './merchant-cache';
export * from './merchant-query';
export { getMerchantCache, useMerchantCache, useMerchantCounts, useMerchantPage } from './use-merchant-cache';
