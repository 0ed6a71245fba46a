/**
 * Server messages (src/contract/messages.ts explains their form): validation, files, sync, idempotency and the general errors.
 */
export const generalMessages = {
  'error.forbidden': /*i18n*/ { id: 'RGaLS9', message: 'You do not have permission to do this.' },
  'error.notFound': /*i18n*/ { id: 'HlRa9a', message: 'The requested record was not found.' },
  'error.routeNotFound': /*i18n*/ { id: 'oiZVAe', message: 'No such API call: {method} {path}' },
  'error.methodNotAllowed': /*i18n*/ { id: '6n/7f6', message: 'This API call does not accept {method}.' },
  'error.malformedJson': /*i18n*/ { id: 'x+HyC4', message: 'The request body is not valid JSON.' },
  'error.unsupportedMediaType': /*i18n*/ { id: 'lK2sMk', message: 'The request body must be JSON.' },
  'error.bodyTooLarge': /*i18n*/ { id: '4yMs96', message: 'The request body is larger than 1 MB.' },
  'error.headersTooLarge': /*i18n*/ {
    id: 'l2XAfo',
    message: 'The request address or its headers are too long.',
  },
  'error.validation': /*i18n*/ {
    id: 'xxBRRA',
    message: 'Some fields are invalid. Please check and try again.',
  },
  'error.unexpected': /*i18n*/ { id: 'V+pIg7', message: 'Unexpected error occurs, please try again.' },
  'error.serviceUnavailable': /*i18n*/ {
    id: 'mjmKQA',
    message: 'The service is unavailable at the moment. Please try again later.',
  },
  'error.fallback': /*i18n*/ { id: 'AAefdy', message: 'An error occurred during processing request.' },
  'ok.done': /*i18n*/ { id: 'clJ3qM', message: 'Done.' },
  'sync.conflict': /*i18n*/ {
    id: 'zrhzr9',
    message: 'This record was changed by someone else. Review both versions and choose what to keep.',
  },
  'sync.pausedSignIn': /*i18n*/ {
    id: 'bLf1vg',
    message: 'Your changes are waiting. Sign in again to send them.',
  },
  'idempotency.keyReused': /*i18n*/ {
    id: 'ESevnJ',
    message: 'This change was already sent with different content.',
  },
  'idempotency.inProgress': /*i18n*/ {
    id: 'VTR/CH',
    message: 'This change is still being processed. Please wait and try again.',
  },
  'validation.registrationNumber': /*i18n*/ { id: 'DHh1fC', message: "Use 4 to 30 letters, digits or '-'" },
  'validation.required': /*i18n*/ { id: 'B8AaMI', message: 'This field is required' },
  'validation.text': /*i18n*/ { id: 'Kr4638', message: 'Enter text' },
  'validation.tooLong': /*i18n*/ { id: 'tY7KKK', message: 'Enter at most {max} characters' },
  'validation.minLength': /*i18n*/ { id: 'kx5qtj', message: 'Enter at least {min} characters' },
  'validation.email': /*i18n*/ { id: 'QbilUm', message: 'Enter a valid email address' },
  'validation.phone': /*i18n*/ {
    id: 'lipqzD',
    message: "Enter a phone number with '-' between digit groups, for example 012-345-6789",
  },
  'validation.numberOnly': /*i18n*/ { id: 'CMDjZy', message: 'Enter numbers only' },
  'validation.integer': /*i18n*/ { id: 'wdpIHN', message: 'Enter a whole number' },
  'validation.range': /*i18n*/ { id: 'fimLtJ', message: 'Enter number between {min} and {max}' },
  'validation.alphabetic': /*i18n*/ { id: 'Qm3m0B', message: 'Enter letters only' },
  'validation.url': /*i18n*/ { id: 'DXBlEM', message: 'Enter a valid URL' },
  'validation.invalid': /*i18n*/ { id: '/z/2dp', message: 'This value is not valid' },
  'validation.forbiddenCharacter': /*i18n*/ {
    id: 'nmT9Xl',
    message: 'This value contains a character that is not allowed',
  },
  'validation.digits': /*i18n*/ { id: 'o0Bks3', message: 'Enter {count} digits' },
  'validation.username': /*i18n*/ {
    id: 'KRdDtQ',
    message: "Use 3 to 30 letters, digits, '.', '-' or '_', starting with a letter or digit",
  },
  'file.typeNotAllowed': /*i18n*/ {
    id: 'tvvVJo',
    message: 'This file type is not accepted. Attach a JPEG, PNG or WebP image, or a PDF.',
  },
  'file.heicNotSupported': /*i18n*/ {
    id: 'wvrhqP',
    message:
      'HEIC photos cannot be read here. Attach a JPEG or PNG, or set the camera to its most compatible format.',
  },
  'file.tooLarge': /*i18n*/ { id: 'MMlavX', message: 'The file is larger than 5 MB.' },
  'file.empty': /*i18n*/ { id: '+bes2q', message: 'The file is empty.' },
  'file.unreadable': /*i18n*/ { id: 'IyoCFp', message: 'The file could not be read. Try another file.' },
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
