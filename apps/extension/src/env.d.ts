/** The server the extension was built for (PUBLIC_URL at build time); see vite.config.ts. */
declare const __DEFAULT_SERVER__: string;
