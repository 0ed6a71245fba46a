/**
 * GET /Client/logo/{id} (the CLIENT's id): the logo's bytes, in the client's scope. A new logo is a
 * new file and the row names its id, so the list asks with `?v=<file id>` and never shows a stale one.
 */
import type { Client } from '../../../src/contract';
import type { AppDeps } from '../../lib/context';
import { storedFileHandler } from '../../lib/files/stored-file-handler';
import { clientResource } from '../../resources/clients';

export const getLogo = (deps: AppDeps) => storedFileHandler<Client>(deps, clientResource, (row) => row.logo);
