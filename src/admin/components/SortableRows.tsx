import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** What a table needs to let editors reorder its rows. */
export interface RowOrder {
  /** the record with this id goes where the record `overId` is */
  onDrop: (id: string, overId: string) => void;
  /** one place up (-1) or down (+1) */
  onMove: (id: string, delta: -1 | 1) => void;
  /** whether the record can go up / down (not the first / last of the whole list) */
  canMove: (id: string, delta: -1 | 1) => boolean;
  /** a name for the record in the buttons' labels */
  name: (id: string) => string;
  busy?: boolean;
}

/** The rows' drag-and-drop context: a mouse, a finger (after a short press) or the keyboard on the handle. */
export function SortableBody({ ids, order, children }: { ids: string[]; order: RowOrder; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) order.onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A table row that can be dragged by its handle; `cells` are given the handle and the move buttons. */
export function SortableRow({
  id,
  order,
  className,
  children,
}: {
  id: string;
  order: RowOrder;
  className: string;
  children: (controls: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: order.busy,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const name = order.name(id);
  const move = (delta: -1 | 1, label: string, arrow: string) => (
    <button
      type="button"
      className="btn btn-secondary btn-sm size-8 p-0"
      data-move={`${id}:${delta}`}
      aria-label={`${label}: ${name}`}
      disabled={order.busy || !order.canMove(id, delta)}
      onClick={() => order.onMove(id, delta)}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
  const controls = (
    <div className="flex items-center gap-1">
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex size-8 touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={`Drag to reorder: ${name}`}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      {move(-1, 'Move up', '↑')}
      {move(1, 'Move down', '↓')}
    </div>
  );
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-id={id}
      className={`${className} ${isDragging ? 'relative z-10 bg-white shadow-lg ring-1 ring-brand-200' : ''}`}
    >
      {children(controls)}
    </tr>
  );
}
