/** The menu button's look, shared by the placeholder and the loaded Radix trigger so the swap is invisible. */
export const MENU_BUTTON_CLASS = "rounded-md p-2 hover:bg-white/10";
