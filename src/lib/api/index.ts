export { apiOrigin, apiRequest, apiStream, retryAfterOf, type ApiRequest } from './api-client';
export { ApiError, type ApiFieldError } from './api-error';
export {
  getAccessToken,
  refreshAccessToken,
  setAccessToken,
  setTokenRefresher,
  withRefreshCookie,
} from './session-token';
