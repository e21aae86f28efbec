// A cluster worker for clusterStore.test.ts: counts in the primary through createRateLimitStore({ cluster: true })
// when the test asks, and reports each answer and every line the store logs back over IPC.
import { createRateLimitStore } from '@atrium/server';

type Order = { order: number; op: 'hit' | 'peek' | 'reset'; key: string; windowMs?: number };

const report = (message: Record<string, unknown>) => process.send!({ test: 'clusterStore', ...message });
const store = createRateLimitStore(
  { cluster: true },
  { warn: (line) => report({ log: 'warn', line }), info: (line) => report({ log: 'info', line }) },
);

process.on('message', async (message: unknown) => {
  const order = message as Partial<Order> | null;
  if (typeof order !== 'object' || order === null || typeof order.order !== 'number') return;
  const result =
    order.op === 'hit'
      ? await store.hit(order.key!, order.windowMs!)
      : order.op === 'peek'
        ? await store.peek(order.key!)
        : await store.reset(order.key!);
  report({ order: order.order, result: result ?? null });
});
report({ ready: true });
