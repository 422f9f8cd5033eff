/**
 * JSON for a tree of plain objects and arrays that shares parts with an earlier version of itself, as a
 * review's state does (each change copies only the photos it touches, and the undo history holds the earlier
 * photo lists): what is the very object of `base`, or appears twice, is written once, as a reference. So a
 * change to a large batch's review fits in a few kilobytes whatever the batch's size.
 *
 * `base` is given again to `decodeGraph`, as any copy of it with the same sharing (IndexedDB's structured
 * clone keeps it): its objects are numbered in the same walk on both sides.
 */
export type Encoded = unknown;

type Tagged = ["a", Encoded[]] | ["o", Record<string, Encoded>] | ["b", number] | ["r", number];

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/** Every object of `value`, each once, in the order both sides walk them. */
function numbered(value: unknown): object[] {
  const out: object[] = [];
  const seen = new Set<object>();
  const walk = (node: unknown) => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    out.push(node);
    for (const child of Array.isArray(node) ? node : Object.values(node)) walk(child);
  };
  walk(value);
  return out;
}

/** Throws on anything JSON cannot carry as is (a Map, a typed array, a Date): the caller keeps nothing then. */
export function encodeGraph(value: unknown, base: unknown): Encoded {
  const inBase = new Map(numbered(base).map((node, index) => [node, index]));
  const written = new Map<object, number>();
  const encode = (node: unknown): Encoded => {
    if (typeof node !== "object" || node === null) {
      if (typeof node === "number" && !Number.isFinite(node)) throw new TypeError(`${node} has no JSON`);
      if (typeof node === "function" || typeof node === "symbol" || typeof node === "bigint") {
        throw new TypeError(`a ${typeof node} has no JSON`);
      }
      return node;
    }
    const fromBase = inBase.get(node);
    if (fromBase !== undefined) return ["b", fromBase] satisfies Tagged;
    const again = written.get(node);
    if (again !== undefined) return ["r", again] satisfies Tagged;
    if (!isPlain(node)) throw new TypeError(`a ${node.constructor?.name ?? "special object"} has no JSON`);
    written.set(node, written.size);
    if (Array.isArray(node)) return ["a", node.map(encode)] satisfies Tagged;
    const fields: Record<string, Encoded> = {};
    for (const [key, field] of Object.entries(node)) {
      if (field !== undefined) fields[key] = encode(field);
    }
    return ["o", fields] satisfies Tagged;
  };
  return encode(value);
}

export function decodeGraph(encoded: Encoded, base: unknown): unknown {
  const fromBase = numbered(base);
  const read: object[] = [];
  const decode = (node: Encoded): unknown => {
    if (!Array.isArray(node)) return node;
    const [tag, body] = node as Tagged;
    if (tag === "b" || tag === "r") {
      const found = (tag === "b" ? fromBase : read)[body];
      if (found === undefined) throw new RangeError(`no object ${tag}${body}`);
      return found;
    }
    if (tag === "a") {
      const array: unknown[] = [];
      read.push(array);
      for (const item of body) array.push(decode(item));
      return array;
    }
    if (tag !== "o") throw new RangeError(`no kind ${String(tag)}`);
    const object: Record<string, unknown> = {};
    read.push(object);
    for (const [key, field] of Object.entries(body)) {
      // Defined, not assigned: a field named "__proto__" stays a field.
      Object.defineProperty(object, key, {
        value: decode(field),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return object;
  };
  return decode(encoded);
}
