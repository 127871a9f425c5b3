/**
 * The approval panel's "What this will do": the site's simulation of the request (/api/simulate),
 * shown above the request's fields, each line with its tone (out, in, gain, danger…). Parsed at the
 * boundary: the answer is data, shown with textContent only. While the simulation runs the panel
 * says so and Approve stays off; a simulation that fails or is not possible says so plainly, and the
 * fields below stay as they are.
 */
import * as z from 'zod/mini';

const UNAVAILABLE_TEXT =
  'This network cannot simulate the request, so what it will do is not shown. Check the fields below.';

const lineSchema = z.object({
  id: z.string(),
  text: z.string().check(z.maxLength(2000)),
  tone: z.enum(['out', 'in', 'gain', 'danger', 'warning', 'info']),
  /** The amount's fiat worth ('$25.00'), when the site's price source knows the token. */
  worth: z.optional(z.string().check(z.maxLength(64))),
});
const reportSchema = z.object({
  report: z.nullable(z.object({ status: z.string(), lines: z.array(lineSchema).check(z.maxLength(200)) })),
});

export type SimulationLineView = z.infer<typeof lineSchema>;

/** What the panel knows of the simulation: still running, none to show, or its lines. */
export type SimulationView =
  | { state: 'pending' }
  | { state: 'none' }
  | { state: 'done'; lines: SimulationLineView[]; willFail: boolean };

export const UNAVAILABLE_VIEW: SimulationView = {
  state: 'done',
  lines: [{ id: 'actions.simulation.unavailable', text: UNAVAILABLE_TEXT, tone: 'info' }],
  willFail: false,
};

/** The view of the site's answer, or the unavailable view when it does not parse. */
export function simulationViewOf(answer: unknown): SimulationView {
  const parsed = reportSchema.safeParse(answer);
  if (!parsed.success) return UNAVAILABLE_VIEW;
  const { report } = parsed.data;
  if (!report) return { state: 'none' };
  const willFail = report.lines.some((line) => line.id.startsWith('actions.simulation.revert'));
  return { state: 'done', lines: report.lines, willFail };
}

/** The section for `view`, or nothing when there is no simulation to show. */
export function simulationSection(view: SimulationView): HTMLElement | undefined {
  if (view.state === 'none') return undefined;
  const section = document.createElement('section');
  section.className = 'simulation';
  section.dataset.simulation = view.state;
  const heading = document.createElement('p');
  heading.className = 'label';
  heading.textContent = 'What this will do';
  section.append(heading);
  if (view.state === 'pending') {
    const waiting = document.createElement('p');
    waiting.textContent = 'Simulating what this request will do…';
    waiting.setAttribute('role', 'status');
    section.append(waiting);
    return section;
  }
  const list = document.createElement('ul');
  for (const line of view.lines) {
    const item = document.createElement('li');
    item.textContent = line.text;
    if (line.worth) {
      const worth = document.createElement('span');
      worth.className = 'worth';
      worth.textContent = ` ≈ ${line.worth}`;
      item.append(worth);
    }
    item.dataset.tone = line.tone;
    item.dataset.line = line.id;
    if (line.tone === 'danger') item.setAttribute('role', 'alert');
    list.append(item);
  }
  section.append(list);
  return section;
}
