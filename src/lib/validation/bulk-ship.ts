import "./zod-jitless";
import { z } from "zod";
import { AWB_PATTERN } from "./admin-orders";
import { labelled } from "./labels";

/**
 * Bulk shipping from a CSV: the request (the file's text and whether to only check it) and one
 * row of the file. A row obeys the single ship action's rules (the same AWB pattern, an https
 * tracking link on a real host), with messages that name the column staff see in their sheet.
 */
export const BULK_SHIP_MAX_ROWS = 100;
/** 100 rows of short cells fit many times over; a bigger file is not a shipping sheet. */
export const BULK_SHIP_MAX_BYTES = 256 * 1024;

/** The columns, as the sheet's first line names them (case, spaces and underscores aside). */
export const BULK_SHIP_COLUMNS = [
  "order number",
  "courier",
  "AWB number",
  "tracking link",
] as const;

export const BulkShipRequestSchema = z
  .object({
    csv: labelled(
      "Shipping CSV",
      z
        .string({ error: "Shipping CSV: choose the file or paste its text." })
        .trim()
        .min(
          1,
          "Shipping CSV: the file is empty. Choose the file or paste its text.",
        ),
    ),
    dryRun: labelled(
      "Check only",
      z.boolean({
        error:
          "Check only must be true (check the file) or false (ship the orders).",
      }),
    ),
  })
  .strict();

/** An https link to a real host (a dot in its name), as the single ship action asks. */
export function isHttpsLink(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "https:" && u.hostname.includes(".");
  } catch {
    return false;
  }
}

export const BulkShipRowSchema = z.object({
  courier: labelled(
    "Courier",
    z
      .string()
      .trim()
      .min(2, "Courier must name the courier company (at least 2 characters).")
      .max(60, "Courier must be at most 60 characters."),
  ),
  awb: labelled(
    "AWB number",
    z
      .string()
      .trim()
      .regex(
        AWB_PATTERN,
        "AWB number must be 8 to 20 letters or digits, with no spaces or dashes.",
      ),
  ),
  trackingUrl: labelled(
    "Tracking link",
    z
      .string()
      .trim()
      .min(1, {
        error:
          "Tracking link is missing: give the full https:// link to the courier’s tracking page.",
        abort: true,
      })
      .max(500, "Tracking link must be at most 500 characters.")
      .refine(
        isHttpsLink,
        "Tracking link must be a full https:// link to the courier’s tracking page.",
      ),
  ),
});

export type BulkShipRowInput = z.infer<typeof BulkShipRowSchema>;

/** The column a row field is reported under. */
export const BULK_SHIP_FIELD_LABELS: Record<keyof BulkShipRowInput, string> = {
  courier: "courier",
  awb: "AWB number",
  trackingUrl: "tracking link",
};
