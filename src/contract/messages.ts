/**
 * Every message the API can answer, keyed by a stable code: the one list of them, extracted into
 * the Lingui catalogs with the app's own messages (docs/ARCHITECTURE.md, "The app", i18n). The
 * server sends the code with the English text (formatMessage); the app shows its translation of
 * the code (lib/i18n/server-messages.ts), so answers read in the user's language. `{name}`
 * placeholders are filled from `params`.
 *
 * Each entry is the descriptor the Lingui macro writes for msg`…` (the server runs without the
 * macro transform): `/*i18n*\/` marks it for extraction, and `id` is Lingui's id of the English
 * text, so the catalogs key it by that text as they key the app's messages. A new message gets
 * its id from the test beside this file, which names the id each text needs.
 */
export const messages = {
  'auth.usernameNotFound': /*i18n*/ { id: '185Dyx', message: 'Username not found. Please try again.' },
  'auth.passwordNotMatched': /*i18n*/ {
    id: 'SQZCc7',
    message: 'Password not matched with username. Please try again.',
  },
  'auth.invalidCredentials': /*i18n*/ {
    id: 'o7L8SJ',
    message: 'Invalid username or password. Please try again',
  },
  'auth.attemptsLeft': /*i18n*/ {
    id: 'uhSb+S',
    message: 'Password not match with username. You have {left} more attempts.',
  },
  'auth.attemptsLeft1': /*i18n*/ {
    id: 'IzGAZB',
    message: 'Password not match with username. You have 1 more attempt.',
  },
  'auth.locked': /*i18n*/ {
    id: 'LJCss6',
    message: 'Your account is locked, please proceed to Forgot Password',
  },
  'auth.statusNew': /*i18n*/ {
    id: 'h7Ul9j',
    message: 'Your account is new. Please complete the first-time login from the link sent to your email.',
  },
  'auth.statusDisabled': /*i18n*/ {
    id: 'nnty62',
    message: 'Your account is disabled. Please contact your administrator.',
  },
  'auth.statusDeleted': /*i18n*/ {
    id: 'qyKomM',
    message: 'Your account has been deleted. Please contact your administrator.',
  },
  'auth.statusReset': /*i18n*/ {
    id: 'cNtypo',
    message:
      'Your password was reset. Please use the link sent to your email, or request Forgot Password again.',
  },
  'auth.rateLimited': /*i18n*/ {
    id: '3G/YNF',
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  'auth.signedIn': /*i18n*/ { id: 'rvLiuE', message: 'Signed in successfully.' },
  'auth.signedOut': /*i18n*/ { id: '2RPoVz', message: 'You have signed out.' },
  'auth.tokenValid': /*i18n*/ { id: 'FneI3K', message: 'Token is valid.' },
  'auth.unauthorized': /*i18n*/ { id: 'kpHvFO', message: 'Please sign in to continue.' },
  'auth.sessionExpired': /*i18n*/ {
    id: 'Z3PAZP',
    message: 'Your session has expired. Please sign in again.',
  },
  'auth.sessionIdle': /*i18n*/ {
    id: 'yPyecF',
    message: 'You were signed out after {minutes} minutes without activity. Please sign in again.',
  },
  'auth.signOutRefused': /*i18n*/ {
    id: 'RG0+Ff',
    message: 'This sign-out does not match a session of this device.',
  },
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
  'merchant.statusUpdated': /*i18n*/ { id: 'QE/FW2', message: 'Merchant status updated.' },
  'account.notFound': /*i18n*/ { id: 'JA4rMd', message: 'Account not found, please try again' },
  'account.alreadyActivated': /*i18n*/ {
    id: 'k2p1lk',
    message: 'Account is already activated, please proceed to login',
  },
  'account.answerIncorrect': /*i18n*/ { id: 'JaHF04', message: 'Your answer is incorrect.' },
  'account.securityPhrasePolicy': /*i18n*/ {
    id: 'K+583w',
    message: 'Security phrase does not meet requirements',
  },
  'account.secretPhrasePolicy': /*i18n*/ {
    id: 'uCAlHc',
    message: 'Secret phrase does not meet requirements',
  },
  'account.passwordPolicy': /*i18n*/ { id: 'slTrGa', message: 'Your password does not meet requirements' },
  'account.passwordUpdateFailed': /*i18n*/ {
    id: 'yJRrgl',
    message: 'Password failed to update, please try again',
  },
  'account.passwordSetupFailed': /*i18n*/ {
    id: 'HWwYMY',
    message: 'Password setup failed. Please check and try again',
  },
  'account.otpInvalid': /*i18n*/ { id: '1eNG04', message: 'OTP is invalid' },
  'account.updateFailed': /*i18n*/ {
    id: 'FIPK6H',
    message: 'Failed to update information, please try again later',
  },
  'account.passwordNotIdentical': /*i18n*/ {
    id: '9NQ8M/',
    message: 'Password is not identical, please try again.',
  },
  'account.passwordHint': /*i18n*/ { id: '/Uv6vj', message: 'Minimum 8 characters long, uppercase & symbol' },
  'account.answerInvalid': /*i18n*/ { id: 'wk5426', message: 'Use letters, numbers and spaces only' },
  'account.termsRequired': /*i18n*/ { id: 'f40yK7', message: 'Please accept the terms and conditions' },
  'account.currentPasswordIncorrect': /*i18n*/ {
    id: 'x+R8ED',
    message: 'Your current password is incorrect.',
  },
  'account.linkInvalid': /*i18n*/ {
    id: 'XfqYtb',
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  'account.resetLinkSent': /*i18n*/ {
    id: 'p7Uveh',
    message: 'If the account exists, a link to reset its password has been sent to the registered email.',
  },
  'account.passwordUpdated': /*i18n*/ {
    id: 'CG264r',
    message: 'Your password has been updated. Please sign in with your new password.',
  },
  'account.firstLoginDone': /*i18n*/ { id: '9UP/bv', message: 'Your account is set up. Please sign in.' },
  'account.firstLoginLinkSent': /*i18n*/ {
    id: 'F/nKLp',
    message: 'A first-time login link has been sent by email.',
  },
  'account.otpSent': /*i18n*/ { id: 'k0e1Ii', message: 'A one-time password has been sent to your email.' },
  'account.otpExpired': /*i18n*/ { id: 'x3CfcY', message: 'The OTP has expired. Please request a new one.' },
  'account.otpTooManyAttempts': /*i18n*/ {
    id: 'x/DimC',
    message: 'Too many wrong OTPs. Please request a new one.',
  },
  'account.otpResendTooSoon': /*i18n*/ {
    id: 'nQ11Nd',
    message: 'Please wait {seconds} seconds before requesting a new OTP.',
  },
  'account.otpHourlyLimit': /*i18n*/ {
    id: 'dU84cy',
    message:
      'Too many one-time passwords were requested in the last hour. Please try again in {minutes} minutes.',
  },
  'account.passwordChanged': /*i18n*/ {
    id: 'hiEYUw',
    message: 'Your password has been changed. Your other devices have been signed out.',
  },
  'account.infoUpdated': /*i18n*/ { id: 'CKMkrk', message: 'Your information has been updated.' },
  'account.deviceUnbound': /*i18n*/ { id: 'mrUv+P', message: 'The device has been unbound and signed out.' },
  'account.registered': /*i18n*/ {
    id: 'oYG7IY',
    message: 'Registration received. Please check your email for the next step.',
  },
  'account.emailVerified': /*i18n*/ {
    id: 'pDgwE8',
    message: 'Your email is verified. Your organization is waiting for approval.',
  },
  'account.emailAlreadyVerified': /*i18n*/ {
    id: 'lB5hBM',
    message:
      'This email is already verified. There is nothing more to do until our staff review your organization.',
  },
  'validation.registrationNumber': /*i18n*/ { id: 'DHh1fC', message: "Use 4 to 30 letters, digits or '-'" },
  'organization.approved': /*i18n*/ {
    id: 'ncZ+Jw',
    message: 'Organization approved. Its Merchant Admin has been sent a first-time login link.',
  },
  'organization.rejected': /*i18n*/ { id: 'aipnKb', message: 'Organization rejected.' },
  'organization.notPending': /*i18n*/ {
    id: 'R4R+00',
    message: 'This organization is no longer waiting for approval.',
  },
  'organization.emailNotVerified': /*i18n*/ {
    id: 'yxFfy+',
    message: 'This organization cannot be approved until its email is verified.',
  },
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
  'merchant.created': /*i18n*/ { id: 'GbeJoZ', message: 'Merchant submitted for approval.' },
  'merchant.updated': /*i18n*/ { id: '4g3b48', message: 'Merchant updated and submitted for approval.' },
  'merchant.approved': /*i18n*/ { id: 'aSiCi1', message: 'Merchant approved. It is now active.' },
  'merchant.rejected': /*i18n*/ { id: 'hRDAe3', message: 'Merchant rejected.' },
  'merchant.ownSubmission': /*i18n*/ {
    id: 'zq8G3u',
    message: 'You cannot approve or reject a merchant you submitted.',
  },
  'merchant.notPending': /*i18n*/ { id: 'cMnjRP', message: 'This merchant is not waiting for approval.' },
  'merchant.alreadyExists': /*i18n*/ {
    id: 'N45Chi',
    message: 'A different merchant with this ID already exists.',
  },
  'merchant.notApproved': /*i18n*/ { id: 'VdZul+', message: 'Only an approved merchant can be activated.' },
  'merchant.registrationOpen': /*i18n*/ {
    id: '0edsCP',
    message: 'This merchant registered itself. Approve or reject it on the organization approval screen.',
  },
  'merchant.changeProposed': /*i18n*/ {
    id: 'J4b15I',
    message: 'Change submitted for approval. The current details stay until a Checker approves it.',
  },
  'merchant.changeWithdrawn': /*i18n*/ {
    id: 'JkOetX',
    message: "The proposed change is withdrawn. The merchant's details are unchanged.",
  },
  'merchant.changeApproved': /*i18n*/ {
    id: '8Fkr81',
    message: 'Change approved. The new details are now in effect.',
  },
  'merchant.changeRejected': /*i18n*/ {
    id: 'GqHZhJ',
    message: "Change rejected. The merchant's details are unchanged.",
  },
  'merchant.changePending': /*i18n*/ {
    id: 'WcN9FY',
    message:
      "Another user's change to this merchant is waiting for approval. Edit it again once a Checker has decided it.",
  },
  'merchant.proposalChanged': /*i18n*/ {
    id: 'rlam4E',
    message: 'The proposed change was replaced after you opened it. Review the new one before deciding.',
  },
  'validation.digits': /*i18n*/ { id: 'o0Bks3', message: 'Enter {count} digits' },
  'validation.username': /*i18n*/ {
    id: 'KRdDtQ',
    message: "Use 3 to 30 letters, digits, '.', '-' or '_', starting with a letter or digit",
  },
  'user.created': /*i18n*/ {
    id: 'Zs5rpd',
    message: 'User created. A first-time login link was sent to their email.',
  },
  'user.updated': /*i18n*/ { id: 'mkYZUJ', message: 'User profile updated.' },
  'user.activated': /*i18n*/ { id: 'q7/9yh', message: 'User activated.' },
  'user.deactivated': /*i18n*/ { id: 'jgTPCT', message: 'User deactivated.' },
  'user.deleted': /*i18n*/ { id: 'hbpQ70', message: 'User deleted.' },
  'user.createFailed': /*i18n*/ { id: 'bPB9Z+', message: 'Fail to create user profile, please try again' },
  'user.updateFailed': /*i18n*/ { id: 'QZRQc4', message: 'Fail to update user profile, please try again' },
  'user.usernameTaken': /*i18n*/ { id: 'iONOLk', message: 'This username is already taken.' },
  'user.merchantRequired': /*i18n*/ { id: 'W6eFOD', message: 'Choose the merchant this user belongs to.' },
  'user.merchantNotAllowed': /*i18n*/ {
    id: 'EDbxH8',
    message: 'A user with a staff role cannot belong to a merchant.',
  },
  'user.roleNotAllowed': /*i18n*/ { id: 'VB3zsX', message: 'You may not give this role.' },
  'user.ownStatus': /*i18n*/ { id: 'OczCaQ', message: 'You cannot change the status of your own account.' },
  'user.statusNotAllowed': /*i18n*/ {
    id: 'KsdfPa',
    message: 'This status change is not possible for this user.',
  },
  'user.ownAccountField': /*i18n*/ {
    id: 'auXR5m',
    message:
      'You cannot change your own role, level, email or mobile number here. Change your email and mobile number in Account settings.',
  },
  'user.createdForApproval': /*i18n*/ {
    id: '9O/p5Y',
    message:
      'User created as Maker and a first-time login link was sent. The Checker level is sent for approval.',
  },
  'user.changeProposed': /*i18n*/ {
    id: 'vqu6u9',
    message: 'Sent for approval. The change applies once another Checker approves it.',
  },
  'user.changePending': /*i18n*/ {
    id: 't1+OQ6',
    message: "Another person's change to this user is awaiting approval. A Checker must decide it first.",
  },
  'user.noPendingChange': /*i18n*/ { id: 'QtoOY8', message: 'This user has no change awaiting approval.' },
  'user.proposalChanged': /*i18n*/ {
    id: 'wCFSrl',
    message:
      'The change awaiting approval was replaced after you opened it. Review the new one before deciding.',
  },
  'user.checkerOnly': /*i18n*/ {
    id: 'HmZlNW',
    message: 'Only a staff Checker can approve or reject a change to a user.',
  },
  'user.ownProposal': /*i18n*/ {
    id: '/4prZB',
    message: 'You cannot approve or reject a change you proposed.',
  },
  'user.ownChangeDecision': /*i18n*/ {
    id: 'vPWUuN',
    message: 'You cannot approve or reject a change to your own account.',
  },
  'user.lastChecker': /*i18n*/ {
    id: 'aSkcJ7',
    message: 'This is the only active staff Checker. Make another staff user a Checker first.',
  },
  'user.changeApproved': /*i18n*/ { id: 'RNKD07', message: 'Change approved and applied.' },
  'user.changeRejected': /*i18n*/ { id: 'AFmQJh', message: 'Change rejected.' },
  'role.created': /*i18n*/ { id: 'd7YZ2K', message: 'Role created.' },
  'role.updated': /*i18n*/ { id: '2xURMc', message: 'Role updated.' },
  'role.nameTaken': /*i18n*/ { id: 'oAhgIJ', message: 'A role with this name already exists.' },
  'role.systemLocked': /*i18n*/ {
    id: 'ZeC9Hu',
    message: 'The permissions of the Super Admin role cannot be changed.',
  },
  'role.systemName': /*i18n*/ { id: 'Axw6sF', message: 'The name of a built-in role cannot be changed.' },
  'role.menusSaved': /*i18n*/ { id: 'F7Bn+7', message: 'Menu permissions saved.' },
  'role.functionsSaved': /*i18n*/ { id: 'ztuKpD', message: 'Function permissions saved.' },
  'role.staffMenu': /*i18n*/ { id: 'a8THgx', message: 'A merchant role cannot be given staff menus: {keys}' },
  'role.unknownMenu': /*i18n*/ { id: 'D0wDQC', message: 'Unknown menu items: {keys}' },
  'menu.saved': /*i18n*/ { id: '1l0nPj', message: 'Menu item saved.' },
  'menu.keyTaken': /*i18n*/ { id: 'Hd/pkf', message: 'A menu item with this key already exists.' },
  'menu.parentInvalid': /*i18n*/ { id: 'CpgjNW', message: 'The parent must be a category.' },
  'invoice.created': /*i18n*/ { id: '8Bino2', message: 'Invoice draft added.' },
  'invoice.updated': /*i18n*/ { id: 'tfHAmj', message: 'Invoice draft updated.' },
  'invoice.issued': /*i18n*/ { id: '1BKbrE', message: 'Invoice {invoiceNumber} issued.' },
  'invoice.deactivated': /*i18n*/ { id: 'myZFS0', message: 'Invoice deactivated.' },
  'invoice.insertFailed': /*i18n*/ { id: 'caYl9h', message: 'Failed to insert invoice' },
  'invoice.notDraft': /*i18n*/ {
    id: 'mG/D5q',
    message:
      'This invoice has been issued and can no longer be changed. Correct it with a credit or debit note.',
  },
  'invoice.alreadyDeactivated': /*i18n*/ { id: 'ytHsPN', message: 'This invoice is already deactivated.' },
  'invoice.unrefundedBalance': /*i18n*/ {
    id: 'd1vitF',
    message:
      'This invoice still has an unrefunded balance. Add a credit note for the rest before deactivating it.',
  },
  'invoice.dueBeforeIssue': /*i18n*/ {
    id: '/egz9U',
    message: 'The due date is before the issue date. Change the due date, then issue the invoice.',
  },
  'invoice.totalTooLarge': /*i18n*/ {
    id: '7Et6tN',
    message: 'The total is larger than the largest amount allowed.',
  },
  'invoice.zeroTotal': /*i18n*/ {
    id: 'kd0fA9',
    message: 'An invoice with a total of RM 0.00 cannot be issued. Add a priced line first.',
  },
  'invoice.amountMismatch': /*i18n*/ {
    id: 'jgKJRO',
    message: 'A line amount does not equal its quantity times its unit price.',
  },
  'invoice.linesRequired': /*i18n*/ { id: 'J7+U7c', message: 'Add at least one line.' },
  'invoice.bookingNotFound': /*i18n*/ {
    id: 'AMTIRx',
    message: 'Booking {bookingReference} was not found for this merchant.',
  },
  'creditNote.created': /*i18n*/ { id: 'tb7ZZZ', message: 'Credit note {documentNumber} added.' },
  'creditNote.deactivated': /*i18n*/ { id: 'poajiR', message: 'Credit note deactivated.' },
  'debitNote.created': /*i18n*/ { id: '/8FnUU', message: 'Debit note {documentNumber} added.' },
  'debitNote.deactivated': /*i18n*/ { id: 'EdRJD3', message: 'Debit note deactivated.' },
  'note.invoiceNotIssued': /*i18n*/ {
    id: 'rKfaXZ',
    message: 'Credit and debit notes can only be added to an issued invoice.',
  },
  'note.exceedsRemaining': /*i18n*/ {
    id: '20wlrN',
    message: 'A credit note cannot be more than what remains of the invoice ({remaining}).',
  },
  'note.wouldOverCredit': /*i18n*/ {
    id: 'rvFVgu',
    message:
      'Deactivating this debit note would leave the invoice credited for more than it charges. Deactivate a credit note first.',
  },
  'note.alreadyDeactivated': /*i18n*/ { id: '/zxMcT', message: 'This note is already deactivated.' },
  'note.zeroTotal': /*i18n*/ {
    id: 'tOdyyC',
    message: 'A note must change the amount owed: its total cannot be RM 0.00.',
  },
  'credit.topUpSubmitted': /*i18n*/ {
    id: 'tB5R4F',
    message: 'Top-up submitted. Your credit is added once it is approved.',
  },
  'credit.topUpError': /*i18n*/ { id: 'hFF4UR', message: 'Top Up Error' },
  'credit.approved': /*i18n*/ { id: 'IflEr3', message: 'Top-up approved. The credit has been added.' },
  'credit.rejected': /*i18n*/ { id: 'y3w/vl', message: 'Top-up rejected.' },
  'credit.undone': /*i18n*/ { id: 'PkuoKh', message: 'Approved top-up reversed.' },
  'credit.cancelled': /*i18n*/ { id: 'e98WjV', message: 'Top-up cancelled.' },
  'credit.checkerOnly': /*i18n*/ {
    id: 'LFGBCd',
    message: 'Only a Checker can decide this. Ask a Checker to review it.',
  },
  'credit.ownSubmission': /*i18n*/ {
    id: '9r77qW',
    message: 'You cannot decide your own submission. Another Checker must decide it.',
  },
  'credit.notPending': /*i18n*/ { id: 'iI97Fc', message: 'This top-up has already been decided.' },
  'credit.notApproved': /*i18n*/ { id: 'oxUI9X', message: 'Only an approved top-up can be reversed.' },
  'credit.reasonRequired': /*i18n*/ { id: 'FmEjkh', message: 'Give a reason.' },
  'credit.insufficient': /*i18n*/ { id: 'VRzK/4', message: 'Not enough credit: {available} available.' },
  'credit.limitProposed': /*i18n*/ { id: '0dgi0n', message: 'Credit limit change submitted for approval.' },
  'credit.limitApproved': /*i18n*/ { id: 'bts7aw', message: 'Credit limit changed.' },
  'credit.limitRejected': /*i18n*/ { id: 'adw0AG', message: 'Credit limit change rejected.' },
  'credit.limitProposalPending': /*i18n*/ {
    id: 'h8z0H0',
    message: 'A credit limit change is already waiting for approval.',
  },
  'credit.limitUnchanged': /*i18n*/ {
    id: 'l7cpqq',
    message: 'The new credit limit is the same as the current one.',
  },
  'credit.noLimitProposal': /*i18n*/ {
    id: 'sRp1qm',
    message: 'There is no credit limit change waiting for approval.',
  },
  'credit.redeemed': /*i18n*/ { id: '4od1Hk', message: 'Booking paid with credit.' },
  'credit.bookingNotPayable': /*i18n*/ {
    id: 'EYMiH3',
    message: 'Only an unpaid booking in ringgit can be paid with credit.',
  },
  'credit.referenceFormat': /*i18n*/ { id: 'deL4oV', message: "Use letters, digits, '-' or '/'" },
  'credit.bankInFuture': /*i18n*/ {
    id: 'ZFifWj',
    message: 'The bank-in date and time cannot be in the future.',
  },
  'credit.slipRequired': /*i18n*/ { id: 'TWYSt6', message: 'Attach the bank-in slip.' },
  'case.created': /*i18n*/ { id: 'FhoU7I', message: 'Service request submitted.' },
  'case.createFailed': /*i18n*/ { id: 'Jzvd1b', message: 'Failed to create case, please try again later' },
  'case.replied': /*i18n*/ { id: 'DcfsBG', message: 'Reply sent.' },
  'case.statusUpdated': /*i18n*/ { id: 'xpR09N', message: 'Service request updated.' },
  'case.assigned': /*i18n*/ { id: 'ys8ULb', message: 'Service request assigned.' },
  'case.closed': /*i18n*/ { id: 'BDIrIF', message: 'This service request is closed and cannot be changed.' },
  'case.transitionNotAllowed': /*i18n*/ {
    id: '+npRBO',
    message: 'A service request cannot move from {from} to {to}.',
  },
  'case.reopenExpired': /*i18n*/ {
    id: 'bP+HWZ',
    message: 'A resolved service request can only be reopened within {days} days.',
  },
  'case.assigneeNotStaff': /*i18n*/ { id: 'u2415U', message: 'Assign the service request to a staff user.' },
  'client.created': /*i18n*/ { id: 'qg2384', message: 'Client created.' },
  'client.updated': /*i18n*/ { id: 'CJd8TQ', message: 'Client updated.' },
  'client.statusUpdated': /*i18n*/ { id: 'Lss1nQ', message: 'Client status updated.' },
  'client.alreadyExists': /*i18n*/ {
    id: 'Wr9irf',
    message: 'A different client with this ID already exists.',
  },
  'client.currencyCode': /*i18n*/ {
    id: 'S7TtLL',
    message: 'Use a 3-letter ISO 4217 currency code, such as MYR.',
  },
  'client.codeFormat': /*i18n*/ { id: '0eD9VR', message: 'Use letters and digits only.' },
  'client.logoType': /*i18n*/ { id: 'O8fx20', message: 'A logo must be a JPEG, PNG or WebP image.' },
  'markup.created': /*i18n*/ { id: '+Bv2cd', message: 'Markup created.' },
  'markup.updated': /*i18n*/ { id: 'zUAB2w', message: 'Markup updated.' },
  'markup.statusUpdated': /*i18n*/ { id: 'GoTfvp', message: 'Markup status updated.' },
  'markup.overlaps': /*i18n*/ {
    id: 'hiuKgt',
    message:
      'This markup overlaps {name}: same scope, same {appliesTo} class and validity dates that meet. Change the dates or deactivate {name} first.',
  },
  'markup.validToBeforeFrom': /*i18n*/ { id: 'MC4PpQ', message: 'The end date is before the start date.' },
  'markup.clientNeedsMerchant': /*i18n*/ { id: 'EScNMu', message: 'Choose the merchant of this client.' },
  'markup.clientNotOfMerchant': /*i18n*/ {
    id: '8lM3OF',
    message: 'This client does not belong to the chosen merchant.',
  },
  'markup.alreadyExists': /*i18n*/ {
    id: 'j+lwDs',
    message: 'A different markup with this ID already exists.',
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

export type MessageCode = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return messages[code].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
