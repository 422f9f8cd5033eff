import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

/** `false`, a number of proxies in front, or the trusted proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false`/empty, `true` (one proxy in front), a number of proxies, or a comma-separated list
 * of proxy addresses and CIDR ranges; undefined when it is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === "" || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Loopback, link-local and private (RFC 1918, fc00::/7) addresses: where a reverse proxy connects from. */
const isPrivatePeer = proxyAddr.compile(["loopback", "linklocal", "uniquelocal"]);

/**
 * Fastify's `trustProxy`: which hops of X-Forwarded-For to believe, walking from the socket's peer towards
 * the client. Each proxy appends the address it saw, so the client's own entries sit to the left of what the
 * proxies wrote and are never reached:
 * - a list: every hop from one of these addresses is a proxy;
 * - a number N: the first N hops are proxies, and the nearest must connect from a private address — so a
 *   client reaching the server directly (from a public address) cannot pose as a proxy and name itself.
 * Fastify's own `true` ("believe every hop") would take the left-most entry, which the client writes.
 */
export function trustedProxyHops(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (Array.isArray(trust)) return proxyAddr.compile(trust);
  return (address, hop) => hop < trust && (hop > 0 || isPrivatePeer(address, hop));
}
