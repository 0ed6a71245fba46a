/** GET /Case/attachment/{id} (the CASE's id): the attachment's bytes, in the case's scope. */
import type { Case } from '../../../src/contract';
import type { AppDeps } from '../../lib/context';
import { storedFileHandler } from '../../lib/files/stored-file-handler';
import { caseResource } from '../../resources/cases';

export const getAttachment = (deps: AppDeps) =>
  storedFileHandler<Case>(deps, caseResource, (row) => row.attachment);
