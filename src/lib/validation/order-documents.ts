import "./zod-jitless";
import { z } from "zod";
import { ID_PATTERN } from "./id";
import { BULK_LIMIT } from "./admin-orders";
import { labelled } from "./labels";

/**
 * Which orders go into the one PDF of packing slips and invoices: the orders selected in the
 * queue (?ids=a,b), or, with no selection, the orders its filters match (the queue's own query).
 */
export const OrderDocumentIdsSchema = z.object({
  ids: labelled(
    "Selected orders",
    z
      .string({
        error: "Selected orders: select at least one order in the queue.",
      })
      .transform((s) => [
        ...new Set(
          s
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(
            z
              .string()
              .regex(
                ID_PATTERN,
                "Selected orders: each must be an order of the queue (24 letters and digits).",
              ),
          )
          .min(1, "Selected orders: select at least one order in the queue.")
          .max(
            BULK_LIMIT,
            `Selected orders: one PDF holds at most ${BULK_LIMIT} orders; select fewer.`,
          ),
      ),
  ),
});
