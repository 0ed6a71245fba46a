/**
 * Pending changes' words for the calls on people and settings (merchants, users, clients, markups,
 * service requests, roles and menus): what is done, to the record named as its list names it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { textOf, type Describe, type OpFacts } from './op-facts';

type Named = (name: string) => MessageDescriptor;

/** Words that need the record's name, read from `field` (or `name` of the facts). */
const named =
  (nameOf: (facts: OpFacts) => string | null, words: (facts: OpFacts) => Named | null): Describe =>
  (facts) => {
    const name = nameOf(facts);
    const say = words(facts);
    return name && say ? say(name) : null;
  };

const field = (key: string) => (facts: OpFacts) => textOf(facts.record, key);

/** A client by company, else by person, as the Client List shows them. */
const clientName = ({ record }: OpFacts) => {
  const person = [textOf(record, 'firstName'), textOf(record, 'lastName')].filter(Boolean).join(' ');
  return textOf(record, 'companyName') ?? (person || null);
};

const userName = ({ record }: OpFacts) => textOf(record, 'fullName') ?? textOf(record, 'username');

/** Status words by the status an op sets (in its body); null for a value with none. */
const byStatus =
  (table: Record<string, Named>, key = 'status') =>
  ({ body }: OpFacts): Named | null =>
    table[textOf(body, key) ?? ''] ?? null;

const always = (say: Named) => () => say;

/** A case's status or assignee change: the status when it sets one, else who it goes to. */
const caseChange = ({ body, record }: OpFacts): Named | null => {
  const status = textOf(body, 'status');
  if (status === 'Open') return (subject) => msg`Reopen the service request “${subject}”`;
  if (status === 'In progress') return (subject) => msg`Start work on the service request “${subject}”`;
  if (status === 'Resolved') return (subject) => msg`Resolve the service request “${subject}”`;
  if (status === 'Closed') return (subject) => msg`Close the service request “${subject}”`;
  if (!('assigneeId' in body)) return null;
  const assignee = textOf(record, 'assigneeName');
  if (assignee) return (subject) => msg`Assign the service request “${subject}” to ${assignee}`;
  return (subject) => msg`Unassign the service request “${subject}”`;
};

export const recordWords: Record<string, Describe> = {
  '/Merchant/create': named(
    field('merchantName'),
    always((name) => msg`New merchant ${name}`),
  ),
  '/Merchant/update': named(
    field('merchantName'),
    always((name) => msg`Changes to merchant ${name}`),
  ),
  '/Merchant/status/update': named(
    field('merchantName'),
    byStatus({
      Active: (name) => msg`Activate merchant ${name}`,
      Inactive: (name) => msg`Deactivate merchant ${name}`,
    }),
  ),
  '/Merchant/approval': named(
    field('merchantName'),
    byStatus(
      {
        Approved: (name) => msg`Approve merchant ${name}`,
        Rejected: (name) => msg`Reject merchant ${name}`,
      },
      'decision',
    ),
  ),
  '/User/sign-up': named(
    userName,
    always((name) => msg`New user ${name}`),
  ),
  '/User/update': named(
    userName,
    always((name) => msg`Changes to user ${name}`),
  ),
  '/User/status/update': named(
    userName,
    byStatus({
      Active: (name) => msg`Activate user ${name}`,
      Inactive: (name) => msg`Deactivate user ${name}`,
      Deleted: (name) => msg`Delete user ${name}`,
    }),
  ),
  '/User/approval': named(
    userName,
    byStatus(
      {
        approve: (name) => msg`Approve the change to user ${name}`,
        reject: (name) => msg`Reject the change to user ${name}`,
      },
      'decision',
    ),
  ),
  '/Client/create': named(
    clientName,
    always((name) => msg`New client ${name}`),
  ),
  '/Client/update': named(
    clientName,
    always((name) => msg`Changes to client ${name}`),
  ),
  '/Client/status/update': named(
    clientName,
    byStatus({
      Active: (name) => msg`Activate client ${name}`,
      Inactive: (name) => msg`Deactivate client ${name}`,
    }),
  ),
  '/Markup/create': named(
    field('name'),
    always((name) => msg`New markup ${name}`),
  ),
  '/Markup/update': named(
    field('name'),
    always((name) => msg`Changes to markup ${name}`),
  ),
  '/Markup/status/update': named(
    field('name'),
    byStatus({
      Active: (name) => msg`Activate markup ${name}`,
      Inactive: (name) => msg`Deactivate markup ${name}`,
    }),
  ),
  '/Case/create': named(
    field('subject'),
    always((subject) => msg`New service request “${subject}”`),
  ),
  '/Case/reply': named(
    field('subject'),
    always((subject) => msg`Reply to the service request “${subject}”`),
  ),
  '/Case/status/update': named(field('subject'), caseChange),
  '/UAC/createrole': named(
    field('name'),
    always((name) => msg`New role ${name}`),
  ),
  '/UAC/updaterole': named(
    field('name'),
    always((name) => msg`Changes to role ${name}`),
  ),
  '/UAC/save': named(
    field('name'),
    always((name) => msg`Menus of role ${name}`),
  ),
  '/FAC/save': named(
    field('name'),
    always((name) => msg`Functions of role ${name}`),
  ),
  '/Menu/save': named(field('title'), ({ create }) =>
    create ? (title) => msg`New menu item ${title}` : (title) => msg`Changes to menu item ${title}`,
  ),
};
