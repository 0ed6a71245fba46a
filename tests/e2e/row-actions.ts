/**
 * A list row's actions live in its "Actions for {name}" menu (src/ui/list/row-actions-menu.tsx):
 * these open it and choose an item, as a user does.
 */
import type { Locator } from './fixtures';

/** The row's menu button: a row offering no action has none. */
export const rowActionsButton = (row: Locator) => row.getByRole('button', { name: /^Actions for / });

/** Opens the row's menu and answers the open menu. */
export async function openRowActions(row: Locator): Promise<Locator> {
  await rowActionsButton(row).click();
  const menu = row.page().getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** Chooses the item named `name` in the row's menu. */
export async function chooseRowAction(row: Locator, name: string | RegExp): Promise<void> {
  const menu = await openRowActions(row);
  await menu.getByRole('menuitem', { name, exact: typeof name === 'string' }).click();
}

/**
 * Chooses the row's Activate or Deactivate and answers which it was (a row offers the one that
 * fits its status).
 */
export async function chooseStatusAction(row: Locator): Promise<'Activate' | 'Deactivate'> {
  const menu = await openRowActions(row);
  const item = menu.getByRole('menuitem', { name: /^(Activate|Deactivate)$/ });
  const verb = (await item.innerText()).trim() === 'Activate' ? 'Activate' : 'Deactivate';
  await item.click();
  return verb;
}
