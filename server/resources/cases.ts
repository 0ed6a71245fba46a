/** Service requests as SQL (docs/ARCHITECTURE.md, Cases): the list, get by id and the pull. */
import { caseEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';
import { malaysiaDaySql } from './top-ups';

/** A row read with this resource IS a contract `Case`, its thread included. */
export const caseResource = resourceOf(caseEntity, {
  table: 'cases',
  alias: 'k',
  from: `cases k
  JOIN users ru ON ru.id = k.requester_id
  LEFT JOIN users au ON au.id = k.assignee_id
  LEFT JOIN stored_files f ON f.id = k.attachment_file_id`,
  audit: { entity: 'case', name: (t) => `coalesce(${t}.case_number, ${t}.subject)` },
  sql: {
    requesterName: `ru.first_name || ' ' || ru.last_name`,
    assigneeName: `CASE WHEN au.id IS NULL THEN NULL ELSE au.first_name || ' ' || au.last_name END`,
    attachment: `CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END`,
    // The contract's `openedOn`: the day it was opened, in Malaysia.
    openedOn: malaysiaDaySql('k.created_at'),
  },
});
