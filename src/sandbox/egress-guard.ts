import dns from "node:dns";
import net from "node:net";
import type { Duplex } from "node:stream";

/**
 * The sandbox reaches the internet, never the runner: whatever the policy, a destination is
 * resolved here and refused unless every address it resolves to is public unicast; the
 * connection then goes to the very address that was checked, so a second lookup (DNS
 * rebinding) cannot swap it. Numeric forms (2130706433, 0177.0.0.1, 127.1, [::ffff:…]) are
 * resolved the way the C library would, so they are judged by the address they mean.
 */

export class EgressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly why: string,
  ) {
    super(`egress to ${host} refused: ${address} is ${why}`);
    this.name = "EgressRefused";
  }
}

const RANGES_V4: Array<[string, number, string]> = [
  ["0.0.0.0", 8, "a 'this network' address (0.0.0.0 reaches the runner)"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a shared (carrier NAT) address, where some clouds put their metadata service"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address (cloud metadata services live here)"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "an IETF protocol address"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.88.99.0", 24, "a 6to4 relay address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
];
/** Inside 2000::/3 (global unicast), the blocks that are not the internet or may embed a private IPv4. */
const RANGES_V6: Array<[string, number, string]> = [
  ["2001::", 23, "an IETF protocol address (Teredo among them)"],
  ["2001:db8::", 32, "a documentation address"],
  ["2002::", 16, "a 6to4 address (it embeds an IPv4 address)"],
  ["3fff::", 20, "a documentation address"],
];

const block =
  (family: "ipv4" | "ipv6") =>
  ([address, prefix, why]: [string, number, string]) => {
    const l = new net.BlockList();
    l.addSubnet(address, prefix, family);
    return { l, family, why };
  };
const lists = [...RANGES_V4.map(block("ipv4")), ...RANGES_V6.map(block("ipv6"))];
const GLOBAL_V6 = new net.BlockList();
GLOBAL_V6.addSubnet("2000::", 3, "ipv6");

/** Why the sandbox may not connect to this IP address, or null when it is public unicast. */
export function destinationRefusal(ip: string): string | null {
  const v = net.isIP(ip);
  if (v === 0) return "not an IP address";
  if (v === 6) {
    const low = ip.toLowerCase();
    if (low === "::" || low === "::1")
      return low === "::1" ? "a loopback address" : "the unspecified address";
    // IPv4-mapped (::ffff:127.0.0.1), NAT64, link-local, unique-local, multicast: all outside 2000::/3.
    if (!GLOBAL_V6.check(ip, "ipv6")) return "not a global unicast IPv6 address (mapped, local or multicast)";
  }
  const family = v === 4 ? "ipv4" : "ipv6";
  for (const r of lists) if (r.family === family && r.l.check(ip, family)) return r.why;
  return null;
}

export type Lookup = (host: string) => Promise<Array<{ address: string; family: number }>>;
export type Connect = (address: string, port: number) => Duplex;

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The proxy's way out to the network: resolves `host`, refuses it (EgressRefused, before any
 * connection is attempted) unless every address is public, then connects to the first one.
 */
export function guardedUpstream(
  opts: { lookup?: Lookup; connect?: Connect } = {},
): (host: string, port: number) => Promise<Duplex> {
  const lookup = opts.lookup ?? systemLookup;
  const connect = opts.connect ?? ((address, port) => net.connect({ host: address, port }));
  return async (host, port) => {
    const bare = host.replace(/^\[|\]$/g, "");
    let addresses: Array<{ address: string }>;
    try {
      addresses = net.isIP(bare) ? [{ address: bare }] : await lookup(bare);
    } catch (e) {
      throw new EgressRefused(host, "(unresolved)", `a name that does not resolve (${(e as Error).message})`);
    }
    if (addresses.length === 0) throw new EgressRefused(host, "(unresolved)", "a name with no address");
    // Every address, not only the first: a name may list a public and a private one.
    for (const { address } of addresses) {
      const why = destinationRefusal(address);
      if (why) throw new EgressRefused(host, address, why);
    }
    return connect((addresses[0] as { address: string }).address, port);
  };
}
