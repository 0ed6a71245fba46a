/**
 * Server messages of e-invoices (src/contract/messages.ts explains their form): tax identity
 * formats, the pre-flight of a document, the cancel and resubmit calls and the consolidated
 * e-invoice (docs/e-invoicing.md).
 */
export const eInvoiceMessages = {
  'eInvoice.tinFormat': /*i18n*/ {
    id: 'my79Ci',
    message:
      'Enter a TIN as LHDN issued it: IG and digits for a person, or C (or another prefix) and digits ending in 0 for a company.',
  },
  'eInvoice.brnFormat': /*i18n*/ {
    id: 'qmRZDd',
    message: 'Enter the business registration number as its 12 digits (or the older form such as 1234567-A).',
  },
  'eInvoice.sstFormat': /*i18n*/ {
    id: 'fMyMYs',
    message: 'Enter the SST registration number in the form W10-1808-32000022.',
  },
  'eInvoice.tourismTaxFormat': /*i18n*/ {
    id: 'vQx3mZ',
    message: 'Enter the tourism tax registration number in the form 123-4567-89012345.',
  },
  'eInvoice.msicFormat': /*i18n*/ { id: 'G/oKJK', message: 'Enter the MSIC code as 5 digits.' },
  'eInvoice.postcodeFormat': /*i18n*/ { id: 'eSEWg0', message: 'Enter the postcode as 5 digits.' },
  'eInvoice.idFormat': /*i18n*/ {
    id: '+crHdn',
    message: 'This identification number does not match its type (an NRIC has 12 digits).',
  },
  'eInvoice.generalTinBuyerOnly': /*i18n*/ {
    id: 'ZUPr81',
    message: 'A general TIN may only stand for a buyer. Enter the company’s own TIN.',
  },
  'eInvoice.foreignTin': /*i18n*/ {
    id: '7BsXDq',
    message: 'Use the general public’s TIN EI00000000010 for a buyer without a TIN.',
  },
  'eInvoice.classification': /*i18n*/ {
    id: 'H0A1GB',
    message: 'Enter a classification code of 3 digits.',
  },
  'eInvoice.exchangeRate': /*i18n*/ {
    id: 'TQeaBu',
    message:
      'A document in {currency} issued without its exchange rate cannot become an e-invoice: LHDN requires the rate, and an issued document never changes. Correct it with a credit note that cancels it and a new invoice with its rate.',
  },
  'eInvoice.taxTypeRate': /*i18n*/ {
    id: '70ExVS',
    message: 'Line {line}: tax type {taxType} does not go with a rate of {rate}%.',
  },
  'eInvoice.lineTotals': /*i18n*/ {
    id: 'AhRH8d',
    message: 'Line {line}: its amount or tax does not match its quantity, price and rate.',
  },
  'eInvoice.documentTotals': /*i18n*/ {
    id: 'rLZuSt',
    message: 'The document’s totals do not equal the sum of its lines.',
  },
  'eInvoice.notIssued': /*i18n*/ {
    id: 'AvjE8D',
    message: 'Only an issued document with a number becomes an e-invoice.',
  },
  'eInvoice.originalMissing': /*i18n*/ {
    id: 'zcsp69',
    message: 'A note needs its original e-invoice validated first: its UUID is not known yet.',
  },
  'eInvoice.tooLarge': /*i18n*/ {
    id: 'VCCZAh',
    message: 'This document is {size} KB; MyInvois accepts at most 300 KB. Split it into two documents.',
  },
  'eInvoice.supplierSst': /*i18n*/ {
    id: '3N7inN',
    message: 'A document that charges SST needs the company’s SST registration number.',
  },
  'eInvoice.cancelWindowClosed': /*i18n*/ {
    id: 'QmOTsY',
    message: 'The 72 hours to cancel this e-invoice are over. Correct it with a credit or debit note.',
  },
  'eInvoice.notCancellable': /*i18n*/ { id: '3Fv0h3', message: 'Only a valid e-invoice can be cancelled.' },
  'eInvoice.cancelled': /*i18n*/ { id: 'W4bILb', message: 'E-invoice cancelled.' },
  'eInvoice.cancelRefused': /*i18n*/ { id: 'ocmc4N', message: 'MyInvois refused the cancellation: {reason}' },
  'eInvoice.serviceUnavailable': /*i18n*/ {
    id: 'rkLCef',
    message: 'MyInvois cannot be reached just now. Try again in a few minutes.',
  },
  'eInvoice.none': /*i18n*/ { id: 'kJUoQH', message: 'This document has no e-invoice yet.' },
  'eInvoice.consolidationEmpty': /*i18n*/ {
    id: '8HStx0',
    message: 'No invoice of {month} in {currency} is waiting for the consolidated e-invoice.',
  },
  'eInvoice.consolidationPrepared': /*i18n*/ {
    id: 'fk9lkn',
    message:
      'Consolidated e-invoice {number} prepared with {count} invoices. A Checker reviews and submits it.',
  },
  'eInvoice.consolidationSubmitted': /*i18n*/ {
    id: 'ZfkaW5',
    message: 'Consolidated e-invoice {number} approved: it is queued for MyInvois.',
  },
  'eInvoice.consolidationOwn': /*i18n*/ {
    id: 'znDreM',
    message: 'You prepared this consolidated e-invoice: another Checker approves and submits it.',
  },
  'eInvoice.consolidationCheckerOnly': /*i18n*/ {
    id: '5JRUFp',
    message: 'Only a staff Checker approves and submits a consolidated e-invoice.',
  },
  'eInvoice.consolidationChanged': /*i18n*/ {
    id: '/IaEAc',
    message:
      'This consolidated e-invoice was prepared again since you opened it. Review it again before approving.',
  },
  'eInvoice.consolidationNotPrepared': /*i18n*/ {
    id: 'dtZuBM',
    message: 'This consolidated e-invoice is no longer waiting for approval.',
  },
  'eInvoice.notResubmittable': /*i18n*/ {
    id: 'iH30IS',
    message: 'Only an invalid or cancelled e-invoice can be sent again.',
  },
  'eInvoice.attemptInProgress': /*i18n*/ {
    id: 'UE8xgj',
    message: 'An attempt of this e-invoice is still with MyInvois: wait for its answer.',
  },
  'eInvoice.documentDeactivated': /*i18n*/ {
    id: 'Qp9cW+',
    message: 'The document was deactivated: its e-invoice cannot be sent again.',
  },
  'eInvoice.preflightFailed': /*i18n*/ {
    id: 'K4edD0',
    message: 'Fix what the pre-flight found before sending the e-invoice again.',
  },
  'eInvoice.noSupplier': /*i18n*/ {
    id: 'o70qhd',
    message: 'The company’s e-invoice details are not approved yet.',
  },
  'eInvoice.resubmitted': /*i18n*/ { id: '37rARJ', message: 'E-invoice queued to be sent again.' },
};
