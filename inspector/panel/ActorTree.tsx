import { type KeyboardEvent, useRef, useState } from 'react';
import type { TreeNode } from '../model/types.ts';
import { MAX_INDENTED_LEVEL } from './styles.ts';
import { treeKeyAction } from './treeKeys.ts';
import { visibleTreeRows } from './treeRows.ts';

interface ActorTreeProps {
  nodes: readonly TreeNode[];
  selectedId: string | undefined;
  onSelect(sessionId: string): void;
  labelledBy: string;
}

// Not `instanceof Element`: in the inspector window, nodes belong to that window's realm.
function isOnToggle(target: EventTarget): boolean {
  return 'closest' in target && (target as Element).closest('[data-tree-toggle]') !== null;
}

/**
 * The actor system as a WAI-ARIA tree: one tab stop (the selected actor), arrows move and select,
 * Right/Left expand and collapse, Home/End jump. Rows are flat (`aria-level` says the depth) so that
 * each row's accessible name is its own actor's, not its subtree's.
 */
export function ActorTree({ nodes, selectedId, onSelect, labelledBy }: ActorTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const items = useRef(new Map<string, HTMLDivElement>());
  const rows = visibleTreeRows(nodes, collapsed);
  // The selected actor may sit under a collapsed parent: the first row keeps the tree reachable.
  const tabStop = rows.some((row) => row.node.actor.sessionId === selectedId)
    ? selectedId
    : rows[0]?.node.actor.sessionId;

  const setExpanded = (sessionId: string, expanded: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (expanded) next.delete(sessionId);
      else next.add(sessionId);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, sessionId: string) => {
    const action = treeKeyAction(event.key, rows, sessionId);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'focus') {
      onSelect(action.sessionId);
      items.current.get(action.sessionId)?.focus();
    } else {
      setExpanded(action.sessionId, action.kind === 'expand');
    }
  };

  if (rows.length === 0) return <p className="pi-message">No actors yet.</p>;
  return (
    <div className="pi-tree" role="tree" aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const { actor } = row.node;
        const hasChildren = row.node.children.length > 0;
        return (
          <div
            key={actor.sessionId}
            ref={(element) => {
              if (element) items.current.set(actor.sessionId, element);
              else items.current.delete(actor.sessionId);
            }}
            className="pi-tree-item"
            role="treeitem"
            aria-level={row.level}
            aria-posinset={row.position}
            aria-setsize={row.siblings}
            aria-expanded={hasChildren ? row.expanded : undefined}
            aria-selected={actor.sessionId === selectedId}
            tabIndex={actor.sessionId === tabStop ? 0 : -1}
            title={actor.sessionId}
            data-indent={Math.min(row.level, MAX_INDENTED_LEVEL)}
            data-actor-id={actor.sessionId}
            data-actor-name={actor.name}
            data-status={actor.status}
            onClick={(event) => {
              if (hasChildren && isOnToggle(event.target)) setExpanded(actor.sessionId, !row.expanded);
              else onSelect(actor.sessionId);
            }}
            onKeyDown={(event) => onKeyDown(event, actor.sessionId)}
          >
            {/* Mouse users' expander; keyboard users have Right/Left, screen readers aria-expanded. */}
            <span className="pi-tree-toggle" aria-hidden="true" data-tree-toggle="">
              {hasChildren ? (row.expanded ? '▾' : '▸') : ''}
            </span>
            <span className="pi-tree-name">{actor.name}</span>
            {actor.status !== 'active' && <span className="pi-badge">{actor.status}</span>}
          </div>
        );
      })}
    </div>
  );
}
