/** GET /Credit/slip/{id} (the TOP-UP's id): the slip's bytes, in the top-up's scope. */
import type { TopUp } from '../../../src/contract';
import type { AppDeps } from '../../lib/context';
import { storedFileHandler } from '../../lib/files/stored-file-handler';
import { topUpResource } from '../../resources/top-ups';

export const getSlip = (deps: AppDeps) => storedFileHandler<TopUp>(deps, topUpResource, (row) => row.slip);
