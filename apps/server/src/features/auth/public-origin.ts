import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";

/** Added by the redirect: a visit that has it already came through PUBLIC_URL, so it is not sent again. */
const SENT_PARAM = "fromOtherAddress";

/** The origin the browser used for this request, as the server sees it (Host and scheme). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Sign-in only works on PUBLIC_URL's origin: the provider returns there, and the login cookie belongs to the
 * host that set it. A sign-in started at another address of this server (http://127.0.0.1:3000 while
 * PUBLIC_URL is http://localhost:3000, or the machine's network address) is first sent to the same path on
 * PUBLIC_URL. A proxy that rewrites Host makes every request look like another address: the marker the
 * redirect adds lets the second visit go on instead of redirecting for ever.
 * Returns the reply when it redirected, undefined when the sign-in may start here.
 */
export function sendToPublicOrigin(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const origin = requestOrigin(request);
  if (origin === config.publicUrl) return undefined;
  const target = new URL(request.url, config.publicUrl);
  if (target.searchParams.has(SENT_PARAM)) {
    request.log.warn(
      { origin, publicUrl: config.publicUrl },
      "sign-in reaches this server for another origin than PUBLIC_URL: if a proxy is in front, set TRUST_PROXY",
    );
    return undefined;
  }
  target.searchParams.set(SENT_PARAM, "1");
  return reply.redirect(target.href, 302);
}
