import * as z from 'zod';

/** Statuses a fault may force. */
export const FAULT_STATUSES = [403, 429, 500, 503] as const;

/** A fault to inject, as POST /admin/faults and `--fault` take it. */
export const faultInputSchema = z
  .strictObject({
    /** Path prefix the fault applies to (`/getWallets`); empty or absent = every non-admin route. */
    route: z.string().max(256).optional(),
    status: z.union(FAULT_STATUSES.map((s) => z.literal(s))).optional(),
    /** Added delay before answering (or before the forced status). */
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    /** How many matching requests it affects; absent = until cleared. */
    times: z.number().int().min(1).max(1_000_000).optional(),
    /** Retry-After seconds sent with a forced 429 (default 1). */
    retryAfter: z.number().int().min(0).max(3600).optional(),
    /** Body message of the forced status (defaults per status). */
    message: z.string().min(1).max(512).optional(),
  })
  .refine((f) => f.status !== undefined || f.latencyMs !== undefined, 'a fault needs status or latencyMs');

/** A fault to inject. */
export type FaultInput = z.infer<typeof faultInputSchema>;

/** An active fault. */
export interface Fault extends FaultInput {
  id: number;
  route: string;
  /** Requests it has affected so far. */
  hits: number;
}

/** Default body messages of forced statuses; 403 uses the spec's origin message (§8). */
export const FAULT_MESSAGES: Record<(typeof FAULT_STATUSES)[number], string> = {
  403: 'Unauthorized: origin not allowed',
  429: 'Rate limited',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The active faults. A request takes the first fault (in order of adding) whose route is a prefix
 * of its path; that fault's `times` is counted down and it is dropped once spent.
 */
export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  /** Adds a fault (validated); returns it. Throws a ZodError on bad input. */
  add(input: FaultInput): Fault {
    const parsed = faultInputSchema.parse(input);
    const fault: Fault = { ...parsed, route: parsed.route ?? '', id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** Removes one fault by id; returns whether it existed. */
  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length !== before;
  }

  /** Removes every fault; returns how many there were. */
  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }

  /** Copies of the active faults. */
  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Takes the fault for a request path, counting it; undefined when none applies. */
  take(path: string): Fault | undefined {
    const fault = this.faults.find((f) => path.startsWith(f.route));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
    return { ...fault };
  }
}

/**
 * Parses a `--fault` CLI value: comma-separated `key=value` pairs with the keys of POST /admin/faults,
 * e.g. `route=/getWallets,status=429,times=2` or `latencyMs=300`.
 */
export function parseFaultFlag(text: string): FaultInput {
  const raw: Record<string, string | number> = {};
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`--fault: expected key=value, got '${part}'`);
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    raw[key] = key === 'route' || key === 'message' ? value : Number(value);
  }
  const result = faultInputSchema.safeParse(raw);
  if (!result.success) throw new Error(`--fault: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}
