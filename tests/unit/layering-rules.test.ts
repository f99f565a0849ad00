import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkLayering } from '../../scripts/lint-deps.mjs';

/**
 * Each rule of .dependency-cruiser.cjs must fire on a small tree that breaks it, so a rule that
 * stops matching (a renamed folder, a regex typo) fails here instead of passing silently.
 */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

async function brokenRules(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kanmani-layering-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const { violations } = await checkLayering(root);
  return violations.map((v) => ({ rule: v.rule, from: v.from, to: v.to })).sort((a, b) => a.from.localeCompare(b.from));
}

const empty = 'export {};\n';

describe('each layering rule fires on a tree that breaks it', () => {
  test('browser-code-not-to-server: an island importing src/server', async () => {
    expect(
      await brokenRules({
        'src/server/platform/env.ts': 'export const secret = 1;\n',
        'src/components/cart/CartPage.tsx': "import { secret } from '../../server/platform/env';\nexport const x = secret;\n",
      }),
    ).toEqual([{ rule: 'browser-code-not-to-server', from: 'src/components/cart/CartPage.tsx', to: 'src/server/platform/env.ts' }]);
  });

  test("browser-code-not-to-server: an .astro <script> importing src/server, while its frontmatter may", async () => {
    expect(
      await brokenRules({
        'src/server/platform/env.ts': 'export const secret = 1;\n',
        'src/components/ui/Tracker.astro':
          "---\nimport { secret } from '#server/platform/env';\n---\n<p>{secret}</p>\n<script type=\"application/json\" set:html={'{}'} />\n<script>\n  import { secret } from '#server/platform/env';\n  console.log(secret);\n</script>\n",
      }),
    ).toEqual([{ rule: 'browser-code-not-to-server', from: 'src/components/ui/Tracker.astro <script>', to: 'src/server/platform/env.ts' }]);
  });

  test('stores-only-to-lib-and-client: a store importing a component', async () => {
    expect(
      await brokenRules({
        'src/components/cart/badge-text.ts': empty,
        'src/stores/cart.ts': "import '../components/cart/badge-text';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'stores-only-to-lib-and-client', from: 'src/stores/cart.ts', to: 'src/components/cart/badge-text.ts' }]);
  });

  test('client-only-to-lib: a client helper importing a store', async () => {
    expect(
      await brokenRules({
        'src/stores/auth.ts': empty,
        'src/client/api-client.ts': "import '../stores/auth';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'client-only-to-lib', from: 'src/client/api-client.ts', to: 'src/stores/auth.ts' }]);
  });

  test('lib-imports-nothing-of-ours: lib importing the client folder', async () => {
    expect(
      await brokenRules({
        'src/client/api-client.ts': empty,
        'src/lib/money.ts': "import '../client/api-client';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'lib-imports-nothing-of-ours', from: 'src/lib/money.ts', to: 'src/client/api-client.ts' }]);
  });

  test('no-node-builtins-in-browser-or-lib: lib importing node:crypto', async () => {
    expect(
      await brokenRules({ 'src/lib/event-id.ts': "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID();\n" }),
    ).toEqual([{ rule: 'no-node-builtins-in-browser-or-lib', from: 'src/lib/event-id.ts', to: 'crypto' }]);
  });

  test('server-only-to-lib: server code importing an island helper', async () => {
    expect(
      await brokenRules({
        'src/components/checkout/order-input.ts': empty,
        'src/server/orders/create-order.ts': "import '../../components/checkout/order-input';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'server-only-to-lib', from: 'src/server/orders/create-order.ts', to: 'src/components/checkout/order-input.ts' }]);
  });

  test('platform-imports-no-domain: the platform floor importing a domain', async () => {
    expect(
      await brokenRules({
        'src/server/orders/order-status.ts': empty,
        'src/server/platform/errors.ts': "import '../orders/order-status';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'platform-imports-no-domain', from: 'src/server/platform/errors.ts', to: 'src/server/orders/order-status.ts' }]);
  });

  test('domains-not-to-app: a domain importing the app floor', async () => {
    expect(
      await brokenRules({
        'src/server/app/ready.ts': empty,
        'src/server/catalog/loader.ts': "import '../app/ready';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'domains-not-to-app', from: 'src/server/catalog/loader.ts', to: 'src/server/app/ready.ts' }]);
  });

  test('domains-meet-at-doors: a domain importing a file behind another domain\'s index.ts', async () => {
    expect(
      await brokenRules({
        'src/server/payments/index.ts': "export { refund } from './refunds';\n",
        'src/server/payments/refunds.ts': 'export const refund = 1;\n',
        'src/server/orders/cancel.ts': "import { refund } from '../payments/refunds';\nexport const c = refund;\n",
        'src/server/orders/ship.ts': "import { refund } from '#server/payments';\nexport const s = refund;\n",
      }),
    ).toEqual([{ rule: 'domains-meet-at-doors', from: 'src/server/orders/cancel.ts', to: 'src/server/payments/refunds.ts' }]);
  });

  test('pages-at-doors: a page importing a file behind a domain\'s index.ts', async () => {
    expect(
      await brokenRules({
        'src/server/catalog/index.ts': "export { listProducts } from './listing';\n",
        'src/server/catalog/listing.ts': 'export const listProducts = 1;\n',
        'src/server/platform/env.ts': 'export const env = 1;\n',
        'src/pages/index.astro': "---\nimport { listProducts } from '../server/catalog/listing';\nimport { env } from '#server/platform/env';\n---\n<p>{listProducts}{env}</p>\n",
        'src/pages/shop.astro': "---\nimport { listProducts } from '#server/catalog';\n---\n<p>{listProducts}</p>\n",
      }),
    ).toEqual([{ rule: 'pages-at-doors', from: 'src/pages/index.astro', to: 'src/server/catalog/listing.ts' }]);
  });

  test('statuses-only-at-the-edge: a service choosing an HTTP status', async () => {
    expect(
      await brokenRules({
        'src/server/platform/http/error-status.ts': empty,
        'src/server/app/http/route.ts': "import '../../platform/http/error-status';\nexport {};\n",
        'src/server/orders/create-order.ts': "import '../platform/http/error-status';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'statuses-only-at-the-edge', from: 'src/server/orders/create-order.ts', to: 'src/server/platform/http/error-status.ts' }]);
  });

  test('shop-not-to-admin: a shop island importing an admin island', async () => {
    expect(
      await brokenRules({
        'src/components/admin/OrdersTable.tsx': empty,
        'src/components/cart/CartPage.tsx': "import '../admin/OrdersTable';\nexport {};\n",
      }),
    ).toEqual([{ rule: 'shop-not-to-admin', from: 'src/components/cart/CartPage.tsx', to: 'src/components/admin/OrdersTable.tsx' }]);
  });

  test('admin-never-reaches-shop-pages: a storefront page reaching an admin component through its layout', async () => {
    expect(
      await brokenRules({
        'src/components/admin/StaffBar.astro': '<nav>Staff</nav>\n',
        'src/layouts/Base.astro': "---\nimport StaffBar from '../components/admin/StaffBar.astro';\n---\n<StaffBar /><slot />\n",
        'src/pages/index.astro': "---\nimport Base from '../layouts/Base.astro';\n---\n<Base>Home</Base>\n",
        'src/pages/admin/index.astro': "---\nimport StaffBar from '../../components/admin/StaffBar.astro';\n---\n<StaffBar />\n",
      }),
    ).toEqual([{ rule: 'admin-never-reaches-shop-pages', from: 'src/pages/index.astro', to: 'src/components/admin/StaffBar.astro' }]);
  });

  test('no-circular: two modules importing each other', async () => {
    expect(
      await brokenRules({
        'src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'src/lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    ).toEqual([{ rule: 'no-circular', from: 'src/lib/a.ts', to: 'src/lib/b.ts' }]);
  });

  test('no-folder-cycles: three server folders round a loop, with no module cycle and one import only a type', async () => {
    expect(
      await brokenRules({
        'src/server/orders/index.ts': "export type { OrderId } from './order-id';\n",
        'src/server/orders/machine.ts': "import { queue } from '#server/notify';\nexport const move = () => queue;\n",
        'src/server/orders/order-id.ts': 'export type OrderId = string;\n',
        'src/server/notify/index.ts': "export { queue } from './queue';\n",
        'src/server/notify/queue.ts': "import { sign } from '#server/cod';\nexport const queue = () => sign;\n",
        'src/server/cod/index.ts': "export { sign } from './link';\n",
        'src/server/cod/link.ts': "import type { OrderId } from '#server/orders';\nexport const sign = (id: OrderId) => id;\n",
      }),
    ).toEqual([
      { rule: 'no-folder-cycles', from: 'src/server/cod', to: 'src/server/orders' },
      { rule: 'no-folder-cycles', from: 'src/server/notify', to: 'src/server/cod' },
      { rule: 'no-folder-cycles', from: 'src/server/orders', to: 'src/server/notify' },
    ]);
  });
});

test('the allowed arrows break no rule', async () => {
  expect(
    await brokenRules({
      'src/lib/money.ts': "import { z } from 'zod';\nexport const Paise = z.number();\n",
      'src/client/api-client.ts': "import { Paise } from '../lib/money';\nexport const p = Paise;\n",
      'src/stores/cart.ts': "import '../client/api-client';\nimport '../lib/money';\nexport {};\n",
      'src/components/cart/CartPage.tsx': "import '../../stores/cart';\nimport '../../client/api-client';\nimport '../ui/Dialog';\nexport {};\n",
      'src/components/ui/Dialog.tsx': empty,
      'src/server/platform/env.ts': "import { randomUUID } from 'node:crypto';\nimport '#lib/money';\nexport const id = randomUUID();\n",
      'src/server/auth/otp-sender.ts': "import { devSender } from './dev-sender';\nexport type OtpSender = () => void;\nexport const s = devSender;\n",
      'src/server/auth/dev-sender.ts': "import type { OtpSender } from './otp-sender';\nexport const devSender: OtpSender = () => {};\n",
      'src/server/workflows/create-order.ts': "import '#server/orders';\nimport '#server/payments';\nexport {};\n",
      'src/server/payments/index.ts': "export {} from './attempts';\n",
      'src/server/payments/attempts.ts': "import '#server/orders';\nexport {};\n",
      'src/server/orders/index.ts': "export {} from './machine';\n",
      'src/server/orders/machine.ts': "import '#server/platform/log';\nimport './index-free-helper';\nexport {};\n",
      'src/server/orders/index-free-helper.ts': empty,
      'src/server/platform/log.ts': empty,
      'src/server/platform/db/client.ts': "import '../log';\nexport {};\n",
      'src/server/platform/jobs/job-queue.ts': "import '../db/client';\nimport '../log';\nexport {};\n",
      'src/server/app/ready.ts': "export const ready = () => import('./forwarder');\n",
      'src/server/app/forwarder.ts': "import { ready } from './ready';\nexport const f = ready;\n",
      'src/components/layout/Footer.astro': "---\nimport { id } from '#server/platform/env';\n---\n<footer>{id}</footer>\n<script>\n  import '../../client/api-client';\n</script>\n",
      'src/components/admin/OrdersTable.tsx': "import '../ui/Dialog';\nexport {};\n",
      'src/pages/index.astro': "---\nimport Footer from '../components/layout/Footer.astro';\nimport '#server/platform/env';\nimport '#server/orders';\nimport '#server/app/ready';\n---\n<Footer />\n",
      'src/pages/admin/orders.astro': "---\nimport OrdersTable from '../../components/admin/OrdersTable';\n---\n<OrdersTable />\n",
    }),
  ).toEqual([]);
});
