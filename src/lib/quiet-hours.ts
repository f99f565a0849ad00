/**
 * Reminders are not sent at night in India: from 21:00 to 09:00 IST (UTC+05:30, no daylight
 * saving) a message waits until 09:00.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const OPENS_H = 9;
const CLOSES_H = 21;

/** `at` itself when it falls between 09:00 and 21:00 IST, else the next 09:00 IST. */
export function nextSendableTime(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - dayStart) / 3_600_000;
  if (hour >= OPENS_H && hour < CLOSES_H) return at;
  const opens = hour < OPENS_H ? dayStart + OPENS_H * 3_600_000 : dayStart + DAY_MS + OPENS_H * 3_600_000;
  return new Date(opens - IST_OFFSET_MS);
}
