/**
 * Server messages (src/contract/messages.ts explains their form): credit, invoices, credit and debit notes, and markups.
 */
export const moneyMessages = {
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
  'invoice.exchangeRateRequired': /*i18n*/ {
    id: 'WAnoJQ',
    message: 'An invoice in {currency} needs its exchange rate to MYR before it is issued.',
  },
  'exchangeRate.format': /*i18n*/ {
    id: 'iU4/bS',
    message: 'Write the exchange rate as a number with up to 6 decimal places, such as 4.4725.',
  },
  'exchangeRate.positive': /*i18n*/ { id: 'I0Kg0s', message: 'The exchange rate must be more than 0.' },
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
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
