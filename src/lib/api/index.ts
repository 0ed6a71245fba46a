export { apiRequest, type ApiRequest } from './api-client';
export { ApiError, type ApiFieldError } from './api-error';
export { getAccessToken, setAccessToken, setTokenRefresher } from './session-token';
