/**
 * Server messages of the tax identities (src/contract/messages.ts explains their form): the
 * company's e-invoice settings and their four-eyes decision, and a buyer's identity on a merchant
 * or a client (docs/e-invoicing.md, How the product uses them; docs/security.md, E-invoices).
 */
export const eInvoiceIdentityMessages = {
  'eInvoice.settingsCheckerOnly': /*i18n*/ {
    id: 'u7j9TB',
    message: 'Only a staff Checker proposes or decides the company’s e-invoice details.',
  },
  'eInvoice.settingsProposed': /*i18n*/ {
    id: 'xccf4v',
    message: 'Change proposed. Another Checker approves it before it applies.',
  },
  'eInvoice.settingsApproved': /*i18n*/ {
    id: 'Yj88j3',
    message: 'The company’s e-invoice details are changed.',
  },
  'eInvoice.settingsRejected': /*i18n*/ { id: 'EcWG9K', message: 'The proposed change is rejected.' },
  'eInvoice.settingsOwnProposal': /*i18n*/ {
    id: 'IYTA4E',
    message: 'Another Checker decides this proposal: it is your own.',
  },
  'eInvoice.settingsNoProposal': /*i18n*/ {
    id: 'C3r274',
    message: 'No change to the company’s e-invoice details is waiting.',
  },
  'eInvoice.settingsProposalChanged': /*i18n*/ {
    id: 'PAIFht',
    message: 'The proposal changed since you opened it. Review it again.',
  },
  'eInvoice.settingsChangePending': /*i18n*/ {
    id: '/00s2W',
    message: 'Another Checker’s proposal is waiting. It is decided before a new one is made.',
  },
  'eInvoice.buyerIdRequired': /*i18n*/ {
    id: 'VHD0Pr',
    message: 'A buyer with a TIN needs its identification type and number.',
  },
};
