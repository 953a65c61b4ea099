import { BlockList, isIP } from 'node:net';

/**
 * Which front ends may name the client (`TRUST_PROXY`, as Express's `trust proxy`): a hop count (`1`: the socket's
 * peer is the proxy, the last address it forwards is the client), or the proxies' addresses and subnets
 * (`10.0.0.1, 10.0.0.0/8`, and `loopback`, `linklocal`, `uniquelocal`). `true` is one hop, `false` trusts no one.
 */
export type TrustProxySetting = boolean | number | string | readonly string[];

/** The compiled setting: whether the address `hops` steps from the service (0: the socket's peer) is a trusted proxy. */
export interface ProxyTrust {
  trusts(address: string, hops: number): boolean;
  /** The header the trusted proxy writes: `X-Forwarded-For` (default) or RFC 7239 `Forwarded`. */
  header: ForwardedHeader;
}

export type ForwardedHeader = 'x-forwarded-for' | 'forwarded';

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const NO_TRUST: ProxyTrust = { trusts: () => false, header: 'x-forwarded-for' };

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The setting compiled; a TypeError naming the first entry that is neither an address, a subnet nor a name. */
export function proxyTrust(
  setting: TrustProxySetting | ProxyTrust | undefined,
  header: ForwardedHeader = 'x-forwarded-for',
): ProxyTrust {
  if (typeof setting === 'object' && 'trusts' in setting) return setting;
  if (setting === undefined || setting === false || setting === 0) return NO_TRUST;
  if (setting === true) return { trusts: (_address, hops) => hops < 1, header };
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0) throw new TypeError(`${setting} is not a hop count`);
    return { trusts: (_address, hops) => hops < setting, header };
  }
  const entries = (typeof setting === 'string' ? setting.split(/[\s,]+/) : [...setting]).filter(Boolean);
  if (entries.length === 1 && /^\d+$/.test(entries[0]!)) return proxyTrust(Number(entries[0]), header);
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e.toLowerCase()] ?? [e])) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(plainAddress(address));
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || extra !== undefined || !/^\d+$/.test(prefix ?? '0') || bits > (family === 6 ? 128 : 32))
      throw new TypeError(`${JSON.stringify(entry)} is neither a proxy address, a subnet nor a hop count`);
    list.addSubnet(plainAddress(address), bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    trusts: (address) => {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
    header,
  };
}

/** The environment's `TRUST_PROXY` (and `TRUST_PROXY_HEADER=forwarded`); a one-line message when it is unusable. */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): { trust: ProxyTrust } | { problem: string } {
  const header = (env.TRUST_PROXY_HEADER ?? 'x-forwarded-for').toLowerCase();
  if (header !== 'x-forwarded-for' && header !== 'forwarded')
    return { problem: `TRUST_PROXY_HEADER ${JSON.stringify(env.TRUST_PROXY_HEADER)}: X-Forwarded-For or Forwarded.` };
  try {
    return { trust: proxyTrust(env.TRUST_PROXY?.trim() || undefined, header) };
  } catch (error) {
    return {
      problem: `TRUST_PROXY: ${(error as Error).message} (a hop count like 1, or the proxies' addresses like 10.0.0.2, 10.1.0.0/16).`,
    };
  }
}

/** The addresses a header lists, the client's first: `X-Forwarded-For: a, b` or `Forwarded: for=a, for="[b]:443"`. */
function forwardedChain(headers: Headers, header: ForwardedHeader): string[] {
  const value = headers.get(header);
  if (!value) return [];
  const items = value.split(',').map((item) => item.trim());
  if (header === 'x-forwarded-for') return items.filter(Boolean);
  return items.flatMap((item) => {
    const match = /(?:^|;)\s*for\s*=\s*("?)([^";]*)\1/i.exec(item);
    if (!match) return [];
    const node = match[2]!.trim();
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
    return [bracketed ? bracketed[1]! : node.replace(/:\d+$/, '')];
  });
}

/**
 * The client's address (Express's algorithm): from the socket's peer outwards, past every trusted proxy, the first
 * address that is not one; the farthest named when all are. A peer that is not trusted is the client itself,
 * whatever it sends. At most 64 characters (a key of the abuse limits).
 */
export function clientAddress(socket: string | undefined, headers: Headers, trust: ProxyTrust): string {
  let address = socket ?? 'unknown';
  if (trust.trusts(address, 0)) {
    const chain = forwardedChain(headers, trust.header);
    for (let hops = 1; chain.length; hops++) {
      address = chain.pop()!;
      if (!trust.trusts(address, hops)) break;
    }
  }
  return address.slice(0, 64);
}
