import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break on purpose: the
 * database going down (connections refused and dropped), the network dropping
 * packets (connections accepted and never answered), or the connection lost at
 * an exact point of a transaction (the client sends a given statement).
 */
export interface TcpProxy {
  readonly port: number;
  /** As a database that went down: open connections drop, new ones are closed at once. */
  refuse(): void;
  /** As a network that drops packets: open connections and new ones go silent, never closed. */
  blackhole(): void;
  /**
   * Arms a cut: once one connection has sent each needle in turn, the message
   * holding the last one is not delivered, every connection drops, and the
   * proxy refuses until `restore()`. Resolves when the cut happened.
   */
  cutWhenSent(...needles: string[]): Promise<void>;
  /** Forwards again. Silent connections are closed, as a healed network finds them gone. */
  restore(): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** Silent: nothing it sends is delivered, nothing comes back. */
  held: boolean;
  /** How many needles of the armed cut this connection has sent, and the text that may hold the next. */
  step: number;
  tail: string;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const links = new Set<Link>();
  let armed: { needles: string[]; fired: () => void } | undefined;

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };
  const hold = (link: Link) => {
    link.held = true;
    link.upstream?.destroy();
  };

  /** True when this chunk completes the armed sequence on this connection. */
  const completesCut = (link: Link, chunk: Buffer): boolean => {
    if (!armed) return false;
    const text = link.tail + chunk.toString('latin1');
    let from = 0;
    for (;;) {
      const needle = armed.needles[link.step];
      if (needle === undefined) return true;
      const at = text.indexOf(needle, from);
      if (at < 0) break;
      from = at + needle.length;
      link.step += 1;
    }
    if (link.step === armed.needles.length) return true;
    const longest = Math.max(...armed.needles.map((needle) => needle.length));
    link.tail = text.slice(Math.max(from, text.length - longest));
    return false;
  };

  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const link: Link = { client, held: mode === 'blackhole', step: 0, tail: '' };
    links.add(link);
    client.on('close', () => drop(link));
    if (link.held) {
      // Read and discard, so a client that gives up and closes is noticed.
      client.resume();
      return;
    }

    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => {
      if (!link.held) drop(link);
    });
    upstream.on('data', (chunk) => {
      if (!link.held) client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => {
      if (link.held) return;
      if (completesCut(link, chunk)) {
        const { fired } = armed!;
        armed = undefined;
        mode = 'refuse';
        for (const each of [...links]) drop(each);
        fired();
        return;
      }
      upstream.write(chunk);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    refuse() {
      mode = 'refuse';
      for (const link of [...links]) drop(link);
    },
    blackhole() {
      mode = 'blackhole';
      for (const link of links) hold(link);
    },
    cutWhenSent(...needles) {
      for (const link of links) {
        link.step = 0;
        link.tail = '';
      }
      return new Promise((fired) => (armed = { needles, fired }));
    },
    restore() {
      mode = 'open';
      armed = undefined;
      for (const link of [...links]) if (link.held) drop(link);
    },
    async close() {
      mode = 'refuse';
      for (const link of [...links]) drop(link);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
