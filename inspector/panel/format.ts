/** How the panel writes times and values. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Local wall-clock time to the millisecond: events of one click are milliseconds apart. */
export function formatTime(at: number): string {
  const date = new Date(at);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** A record's value as JSON; records are JSON already, so this only has to indent. */
export function formatJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent) ?? String(value);
}
