/** Interface timings and sizes from spec sections 2 and 9. */

/** General toast defaults: 3 visible, 4000 ms, 14 px gap, 356 px width. */
export const TOAST_DEFAULTS = { visibleToasts: 3, duration: 4000, gap: 14, width: 356 } as const;

/**
 * Where toasts appear: top center, just below the sticky header (64 px high) rather than bottom right, where
 * they piled up over the review rows' buttons and the rename field's Save button.
 */
export const TOAST_PLACEMENT = { position: "top-center", offsetTopPx: 76 } as const;

/** The limit-reached toast stays 6 seconds. */
export const LIMIT_TOAST_MS = 6000;

/** The approaching-the-limit toast stays 5 seconds. */
export const WARNING_TOAST_MS = 5000;

/** The scroll-to-top button appears after scrolling more than this many pixels. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** Three quick clicks on the home heading within this window toggle the newsletter admin flag. */
export const TRIPLE_CLICK_WINDOW_MS = 2000;

/** Navigation menu delays (ms). */
export const MENU_DELAYS = { hover: 200, skip: 300, close: 150 } as const;

/** Tooltip and hover-card delays (ms). */
export const TOOLTIP_DELAYS = { open: 700, close: 300 } as const;

/** Copyright year in the footer; also the founding year on /about. */
export const COPYRIGHT_YEAR = 2025;

/** The founding year shown on /about. */
export const FOUNDING_YEAR = 2025;

/**
 * The newsletter list id the forms send with `POST /api/subscribe`. The spec says it is a fixed value without
 * showing it; this product has one list, so the id only has to be fixed and the same everywhere.
 */
export const NEWSLETTER_LIST_ID = "photo-organizer-newsletter";

/** Local-storage key of the browser's newsletter fallback (spec section 3, D7). */
export const CAPTURED_EMAILS_KEY = "capturedEmails";

/** Local-storage key of the theme preference (spec section 3, A2). */
export const THEME_STORAGE_KEY = "ui-theme";

/** The file picker accepts any image type (spec section 2); content is checked afterwards (D12). */
export const FILE_PICKER_ACCEPT = "image/*";

/** Newsletter form: after success it navigates to /signup after about half a second. */
export const NEWSLETTER_REDIRECT_MS = 500;

/** The upload page's "choose where to save" option, remembered in localStorage ("choose" when on). */
export const SAVE_LOCATION_STORAGE_KEY = "photo-organizer-save-location";

/** The upload page's "Save into a folder" option, remembered in localStorage ("folder" when on). */
export const SAVE_TO_FOLDER_STORAGE_KEY = "photo-organizer-save-to-folder";
