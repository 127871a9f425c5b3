/**
 * Reading a V8 heap snapshot (HeapProfiler.takeHeapSnapshot, after a forced collection): what the
 * live heap is made of, by V8's node type (compiled code, objects, object shapes, closures, arrays,
 * strings), and the compiled code of each script (bytecode and its tables, and optimised machine
 * code), so that "heap after open" says how much is code and whose.
 */

export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapBreakdown {
  /** Bytes of the JS heap by V8 node type (blink's native nodes left out: they are not in usedSize). */
  byType: Record<string, number>;
  /** Bytes of compiled code by script file name: bytecode with its tables, and machine code. */
  codeByScript: Record<string, { functions: number; bytecode: number; machine: number }>;
}

const SHARED_INFO = 'system / SharedFunctionInfo';

export function breakdown(heap: HeapSnapshot): HeapBreakdown {
  const { meta } = heap.snapshot;
  const F = meta.node_fields.length;
  const E = meta.edge_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const nameAt = meta.node_fields.indexOf('name');
  const sizeAt = meta.node_fields.indexOf('self_size');
  const edgeCountAt = meta.node_fields.indexOf('edge_count');
  const edgeTypeAt = meta.edge_fields.indexOf('type');
  const edgeNameAt = meta.edge_fields.indexOf('name_or_index');
  const edgeToAt = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = heap.nodes.length / F;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++)
    firstEdge[i + 1] = (firstEdge[i] ?? 0) + (heap.nodes[i * F + edgeCountAt] ?? 0) * E;

  const type = (node: number) => nodeTypes[heap.nodes[node * F + typeAt] ?? 0] ?? '?';
  const name = (node: number) => heap.strings[heap.nodes[node * F + nameAt] ?? 0] ?? '';
  const size = (node: number) => heap.nodes[node * F + sizeAt] ?? 0;
  /** A node's edges as [edge type, name (or index as text), target node]. */
  function* edges(node: number): Generator<[string, string, number]> {
    for (let e = firstEdge[node] ?? 0; e < (firstEdge[node + 1] ?? 0); e += E) {
      const kind = edgeTypes[heap.edges[e + edgeTypeAt] ?? 0] ?? '?';
      const raw = heap.edges[e + edgeNameAt] ?? 0;
      const label = kind === 'element' || kind === 'hidden' ? String(raw) : (heap.strings[raw] ?? '');
      yield [kind, label, (heap.edges[e + edgeToAt] ?? 0) / F];
    }
  }
  const edgeTo = (node: number, label: string) => {
    for (const [, edgeLabel, to] of edges(node)) if (edgeLabel === label) return to;
    return undefined;
  };
  const scriptOf = (sharedInfo: number) => {
    const script = edgeTo(sharedInfo, 'script');
    return script === undefined ? '(none)' : name(script).split('/').pop() || '(inline)';
  };
  const withTables = (node: number) => {
    let total = size(node);
    for (const [kind, label, to] of edges(node))
      if (label !== 'map' && kind !== 'weak' && type(to) === 'code' && !name(to).startsWith(SHARED_INFO))
        total += size(to);
    return total;
  };

  const byType: Record<string, number> = {};
  const codeByScript: HeapBreakdown['codeByScript'] = {};
  const entry = (script: string) => {
    codeByScript[script] ??= { functions: 0, bytecode: 0, machine: 0 };
    return codeByScript[script];
  };
  // Machine code is held by a Code object: reached from a closure (optimised code) or naming its
  // function (baseline code); each is counted once.
  const countedCode = new Set<number>();
  for (let node = 0; node < count; node++) {
    const kind = type(node);
    if (kind !== 'native') byType[kind] = (byType[kind] ?? 0) + size(node);
    const label = name(node);
    if (label.startsWith(SHARED_INFO)) {
      const script = entry(scriptOf(node));
      script.functions += 1;
      const bytecode = edgeTo(node, 'trusted_function_data');
      if (bytecode !== undefined && name(bytecode) === 'system / BytecodeArray')
        script.bytecode += withTables(bytecode);
    } else if (kind === 'closure') {
      const code = edgeTo(node, 'code');
      const shared = edgeTo(node, 'shared');
      const stream = code === undefined ? undefined : edgeTo(code, 'instruction_stream');
      if (code === undefined || stream === undefined || shared === undefined || countedCode.has(code))
        continue;
      countedCode.add(code);
      entry(scriptOf(shared)).machine += withTables(stream);
    }
  }
  return { byType, codeByScript };
}
