import { orderStatusLabel, paymentStatusLabel } from '#lib/order-status';
import { ORDER_MOVES, type OrderMove } from './transitions';

/**
 * The order machine as a Markdown table: each move, the statuses it leaves from, where it
 * lands and its rule. The README's order-life section is this table word for word (a unit test
 * compares them), so the documentation cannot drift from the code.
 */
export function orderMachineTable(): string {
  const rows = (Object.keys(ORDER_MOVES) as OrderMove[]).map((move) => {
    const m: { field: 'status' | 'paymentStatus'; from: readonly number[]; to: number; rule?: string } = ORDER_MOVES[move];
    const name = (n: number) => (m.field === 'status' ? orderStatusLabel(n).name : `payment ${paymentStatusLabel(n).name}`);
    return `| \`${move}\` | ${m.from.map(name).join(', ')} | ${name(m.to)} | ${m.rule ?? '—'} |`;
  });
  return ['| Move | From | To | Rule and effect |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
