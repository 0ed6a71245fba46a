/**
 * Markups as SQL (docs/ARCHITECTURE.md, Markups): the list, get by id and the pull. A markup with
 * no merchant applies to every merchant, so a merchant caller's scope includes it.
 */
import { markupEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const markupResource = resourceOf(markupEntity, {
  table: 'markups',
  alias: 'm',
  audit: { entity: 'markup', name: (t) => `${t}.name` },
  globalRows: true,
});

/** A row read with these IS a contract `Markup`. */
export const MARKUP_COLUMNS = markupResource.columns;
