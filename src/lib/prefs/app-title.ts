/** The app's title (`VITE_APP_TITLE`): the window title and the prefix of the layout preferences. */
export const APP_TITLE: string = import.meta.env.VITE_APP_TITLE || 'Back Office Portal';
