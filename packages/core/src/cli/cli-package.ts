/**
 * The command-line tool's npm package as a server offers it (`npm start` packs it): the tool of the same
 * version as the site, installed straight from the site, with no package registry account of ours involved.
 */
export const CLI_PACKAGE_FILE = "photo-organizer-cli.tgz";

/** Where a server offers the tool's package (outside /api: a plain file download). */
export const CLI_DOWNLOAD_PATH = `/downloads/${CLI_PACKAGE_FILE}`;
