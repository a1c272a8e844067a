package com.lightwire.core.flow;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Arrays;
import java.util.Optional;

/**
 * Minimum-cost circulation with lower bounds (digest §4.4), by the primal-dual method: saturate negative arcs, route
 * the resulting excesses from a super source to a super sink along shortest paths (Dijkstra with potentials), and
 * push a blocking flow (Dinic) over all zero-reduced-cost arcs in each phase. Phases are at most the number of
 * distinct shortest-path lengths, which the small integer costs of the reconfiguration networks keep low.
 * Complexity O(phases · (E log V + Dinic)); deterministic (arcs scanned in insertion order, ties by node id).
 */
public final class MinCostCirculation {

    private MinCostCirculation() {
    }

    /** Returns the flow of every arc in insertion order, or empty when no feasible circulation exists. */
    public static Optional<int[]> solve(FlowNetwork net, SolveMonitor monitor) {
        return new Run(net, monitor).solve();
    }

    /** One solve; holds the residual graph in flat arrays (edge e and e^1 are mutual reverses). */
    private static final class Run {
        private final FlowNetwork net;
        private final SolveMonitor monitor;
        private final int n;
        private final int source;
        private final int sink;
        private int[] to;
        private int[] cap;
        private int[] cost;
        private int edgeCount;
        private int[] start;
        private int[] adjacency;
        private final long[] potential;
        private final long[] dist;
        private final int[] level;
        private final int[] cursor;
        private long need;

        Run(FlowNetwork net, SolveMonitor monitor) {
            this.net = net;
            this.monitor = monitor;
            this.n = net.nodeCount() + 2;
            this.source = n - 2;
            this.sink = n - 1;
            int edges = 2 * (net.arcCount() + net.nodeCount());
            to = new int[edges];
            cap = new int[edges];
            cost = new int[edges];
            potential = new long[n];
            dist = new long[n];
            level = new int[n];
            cursor = new int[n];
        }

        Optional<int[]> solve() {
            int[] from = buildResidual();
            buildAdjacency(from);
            while (need > 0) {
                monitor.checkCancelled();
                if (!shortestPaths()) {
                    return Optional.empty();
                }
                need -= blockingFlows();
            }
            int[] flow = new int[net.arcCount()];
            for (int a = 0; a < flow.length; a++) {
                flow[a] = net.upper(a) - cap[2 * a];
            }
            return Optional.of(flow);
        }

        private int[] buildResidual() {
            int[] from = new int[to.length];
            long[] excess = new long[n];
            for (int a = 0; a < net.arcCount(); a++) {
                int c = net.cost(a);
                int f = c < 0 ? net.upper(a) : net.lower(a);
                excess[net.head(a)] += f;
                excess[net.tail(a)] -= f;
                addEdge(from, net.tail(a), net.head(a), net.upper(a) - f, c);
                addEdge(from, net.head(a), net.tail(a), f - net.lower(a), -c);
            }
            for (int v = 0; v < net.nodeCount(); v++) {
                if (excess[v] > 0) {
                    addEdge(from, source, v, (int) excess[v], 0);
                    addEdge(from, v, source, 0, 0);
                    need += excess[v];
                } else if (excess[v] < 0) {
                    addEdge(from, v, sink, (int) -excess[v], 0);
                    addEdge(from, sink, v, 0, 0);
                }
            }
            return from;
        }

        private void addEdge(int[] from, int u, int v, int capacity, int unitCost) {
            from[edgeCount] = u;
            to[edgeCount] = v;
            cap[edgeCount] = capacity;
            cost[edgeCount] = unitCost;
            edgeCount++;
        }

        private void buildAdjacency(int[] from) {
            start = new int[n + 1];
            for (int e = 0; e < edgeCount; e++) {
                start[from[e] + 1]++;
            }
            for (int v = 0; v < n; v++) {
                start[v + 1] += start[v];
            }
            adjacency = new int[edgeCount];
            int[] fill = Arrays.copyOf(start, n);
            for (int e = 0; e < edgeCount; e++) {
                adjacency[fill[from[e]]++] = e;
            }
        }

        /** Dijkstra on reduced costs; updates potentials. False when the sink is unreachable. */
        private boolean shortestPaths() {
            Arrays.fill(dist, Long.MAX_VALUE);
            dist[source] = 0;
            LongHeap heap = new LongHeap(n);
            heap.push(0, source);
            while (!heap.isEmpty()) {
                long d = heap.topKey();
                int u = heap.popValue();
                if (d > dist[u]) {
                    continue;
                }
                for (int i = start[u]; i < start[u + 1]; i++) {
                    int e = adjacency[i];
                    if (cap[e] == 0) {
                        continue;
                    }
                    int v = to[e];
                    long nd = d + cost[e] + potential[u] - potential[v];
                    if (nd < dist[v]) {
                        dist[v] = nd;
                        heap.push(nd, v);
                    }
                }
            }
            if (dist[sink] == Long.MAX_VALUE) {
                return false;
            }
            long cap = dist[sink];
            for (int v = 0; v < n; v++) {
                potential[v] += Math.min(dist[v], cap);
            }
            return true;
        }

        /** Dinic on the arcs of zero reduced cost; returns the flow pushed. */
        private long blockingFlows() {
            long pushed = 0;
            while (levels()) {
                System.arraycopy(start, 0, cursor, 0, n);
                long f;
                while ((f = push(source, Integer.MAX_VALUE)) > 0) {
                    pushed += f;
                }
            }
            return pushed;
        }

        private boolean admissible(int u, int e) {
            return cap[e] > 0 && cost[e] + potential[u] - potential[to[e]] == 0;
        }

        private boolean levels() {
            Arrays.fill(level, -1);
            int[] queue = new int[n];
            int headIndex = 0;
            int tailIndex = 0;
            queue[tailIndex++] = source;
            level[source] = 0;
            while (headIndex < tailIndex) {
                int u = queue[headIndex++];
                for (int i = start[u]; i < start[u + 1]; i++) {
                    int e = adjacency[i];
                    int v = to[e];
                    if (level[v] < 0 && admissible(u, e)) {
                        level[v] = level[u] + 1;
                        queue[tailIndex++] = v;
                    }
                }
            }
            return level[sink] >= 0;
        }

        private int push(int u, int limit) {
            if (u == sink) {
                return limit;
            }
            for (; cursor[u] < start[u + 1]; cursor[u]++) {
                int e = adjacency[cursor[u]];
                int v = to[e];
                if (level[v] != level[u] + 1 || !admissible(u, e)) {
                    continue;
                }
                int f = push(v, Math.min(limit, cap[e]));
                if (f > 0) {
                    cap[e] -= f;
                    cap[e ^ 1] += f;
                    return f;
                }
            }
            return 0;
        }
    }
}
