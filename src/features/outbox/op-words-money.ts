/**
 * Pending changes' words for the calls that move money (docs/product.md, Invoicing; Top-ups; Credit
 * actions): each names the document or top-up a person knows it by, with its figures, never a
 * field's name or an id.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CREDIT_CURRENCY } from '../../contract';
import { countOf, moneyOf, textOf, type Describe, type OpFacts } from './op-facts';

/** A draft's guest, line count and total: all three, or nothing to say beyond the plain words. */
function draftFigures({ record, ...facts }: OpFacts) {
  const guest = textOf(record, 'guestName');
  const count = countOf(record, 'revenueLines');
  const total = moneyOf({ record, ...facts }, 'totalSen');
  return guest && count !== null && total ? { guest, count, total } : null;
}

/** A note's lines and total, with the invoice's number when the invoice has one yet. */
function noteFigures(facts: OpFacts) {
  const count = countOf(facts.record, 'lines');
  const total = moneyOf(facts, 'totalSen');
  return count !== null && total ? { count, total, invoice: textOf(facts.record, 'invoiceNumber') } : null;
}

/** A top-up's amount and the reference the merchant typed. */
function topUpOf(facts: OpFacts) {
  const amount = moneyOf(facts, 'amountSen', CREDIT_CURRENCY);
  const reference = textOf(facts.record, 'referenceNumber');
  return amount && reference ? { amount, reference } : null;
}

/** The credit limit a Maker proposed, for the merchant the account belongs to. */
function proposalOf(facts: OpFacts) {
  const amount = moneyOf(facts, 'proposedLimitSen', CREDIT_CURRENCY);
  return amount && facts.merchantName ? { amount, merchant: facts.merchantName } : null;
}

/** Words about a top-up, said by its amount and reference. */
const withTopUp =
  (say: (amount: string, reference: string) => MessageDescriptor): Describe =>
  (facts) => {
    const topUp = topUpOf(facts);
    return topUp ? say(topUp.amount, topUp.reference) : null;
  };

/** Words about a proposed credit limit, said by its amount and merchant. */
const withProposal =
  (say: (amount: string, merchant: string) => MessageDescriptor): Describe =>
  (facts) => {
    const proposal = proposalOf(facts);
    return proposal ? say(proposal.amount, proposal.merchant) : null;
  };

export const moneyWords: Record<string, Describe> = {
  // A new attempt after a fix (docs/e-invoicing.md, Resubmit): the row names the document's number.
  '/EInvoice/resubmit': (facts) => {
    const number = textOf(facts.record, 'codeNumber');
    return number ? msg`Send the e-invoice of ${number} again` : null;
  },
  '/Invoice/create': (facts) => {
    const draft = draftFigures(facts);
    if (!draft) return null;
    const { guest, count, total } = draft;
    return msg`Invoice draft for ${guest}, ${plural(count, { one: '# revenue line', other: '# revenue lines' })}, ${total}`;
  },
  '/Invoice/update': (facts) => {
    const draft = draftFigures(facts);
    if (!draft) return null;
    const { guest, count, total } = draft;
    return msg`Changes to the invoice draft for ${guest}: ${plural(count, { one: '# revenue line', other: '# revenue lines' })}, ${total}`;
  },
  '/Invoice/issue': (facts) => {
    const guest = textOf(facts.record, 'guestName');
    const total = moneyOf(facts, 'totalSen');
    return guest && total ? msg`Issue the invoice for ${guest}, ${total}` : null;
  },
  '/Invoice/deactivate': ({ record }) => {
    const number = textOf(record, 'invoiceNumber');
    const guest = textOf(record, 'guestName');
    if (number) return msg`Deactivate invoice ${number}`;
    return guest ? msg`Deactivate the invoice for ${guest}` : null;
  },
  '/CreditNote/create': (facts) => {
    const note = noteFigures(facts);
    if (!note) return null;
    const { count, total, invoice } = note;
    return invoice
      ? msg`Credit note on invoice ${invoice}, ${plural(count, { one: '# line', other: '# lines' })}, ${total}`
      : msg`Credit note, ${plural(count, { one: '# line', other: '# lines' })}, ${total}`;
  },
  '/DebitNote/create': (facts) => {
    const note = noteFigures(facts);
    if (!note) return null;
    const { count, total, invoice } = note;
    return invoice
      ? msg`Debit note on invoice ${invoice}, ${plural(count, { one: '# line', other: '# lines' })}, ${total}`
      : msg`Debit note, ${plural(count, { one: '# line', other: '# lines' })}, ${total}`;
  },
  '/CreditNote/deactivate': ({ record }) => {
    const number = textOf(record, 'documentNumber');
    return number ? msg`Deactivate credit note ${number}` : null;
  },
  '/DebitNote/deactivate': ({ record }) => {
    const number = textOf(record, 'documentNumber');
    return number ? msg`Deactivate debit note ${number}` : null;
  },
  '/Credit/topUp': (facts) => {
    const topUp = topUpOf(facts);
    if (!topUp) return null;
    const { amount, reference } = topUp;
    return msg`Top-up of ${amount}, reference ${reference}`;
  },
  '/Credit/cancel': withTopUp(
    (amount, reference) => msg`Cancel the top-up of ${amount}, reference ${reference}`,
  ),
  '/Credit/approve': withTopUp(
    (amount, reference) => msg`Approve the top-up of ${amount}, reference ${reference}`,
  ),
  '/Credit/reject': withTopUp(
    (amount, reference) => msg`Reject the top-up of ${amount}, reference ${reference}`,
  ),
  '/Credit/undo': withTopUp(
    (amount, reference) => msg`Reverse the approved top-up of ${amount}, reference ${reference}`,
  ),
  '/Credit/adjustLimit': (facts) => {
    const proposal = proposalOf(facts);
    if (proposal) {
      const { merchant, amount } = proposal;
      return msg`Credit limit of ${merchant} to ${amount}`;
    }
    const amount = moneyOf(facts, 'proposedLimitSen', CREDIT_CURRENCY);
    return amount ? msg`Credit limit change to ${amount}` : null;
  },
  '/Credit/approveLimit': withProposal(
    (amount, merchant) => msg`Approve the credit limit of ${amount} for ${merchant}`,
  ),
  '/Credit/rejectLimit': withProposal(
    (amount, merchant) => msg`Reject the credit limit of ${amount} for ${merchant}`,
  ),
  '/Credit/redeem': ({ record }) => {
    const booking = textOf(record, 'bookingReference');
    return booking ? msg`Pay booking ${booking} with credit` : null;
  },
};
