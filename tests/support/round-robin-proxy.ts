import http from 'node:http';

/**
 * A load balancer for tests: each request goes to the next upstream in turn (node:cluster spreads
 * connections, this spreads requests), so one client's consecutive calls, and the resend of a
 * dropped one, land on different server processes. When an upstream fails (stopped, or dropping
 * its answer) the client's connection is dropped too, as behind a real balancer.
 */
export type RoundRobinProxy = { url: string; counts: number[]; close: () => Promise<void> };

export async function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  const counts = upstreams.map(() => 0);
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = turn++ % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
