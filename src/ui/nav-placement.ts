import { createContext, useContext } from 'react';

/**
 * Where the app shell shows the navigation, so the menu draws itself to fit: a full vertical
 * panel (also the phone's overlay), the collapsed rail (icons only, names in tooltips) or the bar
 * under the navbar (categories open on hover or focus).
 */
export type NavPlacement = 'vertical' | 'rail' | 'horizontal';

export const NavPlacementContext = createContext<NavPlacement>('vertical');

export const useNavPlacement = () => useContext(NavPlacementContext);
