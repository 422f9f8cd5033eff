/** When the terms, privacy policy and disclaimer were last revised (the extension policy's date is in core). */
export const LEGAL_LAST_UPDATED = "November 22, 2026";
