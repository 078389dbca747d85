import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useMemo, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '16px', margin: 0, padding: 0, listStyleType: 'none' },
  item: { position: 'relative' },
  dragging: { zIndex: 1, opacity: 0.9 },
});

/** What the drag handle of an item spreads on its button: dnd-kit's sortable attributes and the listeners of the
 *  two sensors. */
export type DragHandleProps = DraggableAttributes & {
  ref(element: HTMLElement | null): void;
  onKeyDown?: KeyboardEventHandler;
  onPointerDown?: PointerEventHandler;
};

interface Props {
  /** The items' ids in their order. */
  ids: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** How an item is called in the announcements ("Question 2: Age"). */
  itemName(id: string): string;
  onMove(from: number, to: number): void;
  disabled?: boolean;
  children(id: string, index: number, handle: DragHandleProps): ReactNode;
}

const name = (itemName: Props['itemName'], id: UniqueIdentifier) => itemName(String(id));

/**
 * A vertical list ordered by drag and drop (dnd-kit): with the mouse or touch by the handle, with the keyboard on
 * the focused handle (Space or Enter lifts, the arrow keys move, Space or Enter drops, Escape cancels), each step
 * announced to screen readers.
 */
export function SortableList({ ids, label, itemName, onMove, disabled, children }: Props) {
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(itemName, active.id)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(itemName, active.id)} moved to ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${name(itemName, active.id)} dropped at ${position(over.id)}.` : `${name(itemName, active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${name(itemName, active.id)} is back at ${position(active.id)}.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space or Enter on its handle, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        const from = ids.indexOf(String(active.id));
        const to = ids.indexOf(String(over.id));
        if (from >= 0 && to >= 0) onMove(from, to);
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.list} aria-label={label}>
          {ids.map((id, index) => (
            <SortableItem key={id} id={id} index={index}>
              {children}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, index, children }: { id: string; index: number; children: Props['children'] }) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  // The same object while nothing changed, so that a memoized item does not re-render.
  const handle = useMemo<DragHandleProps>(
    () => ({
      ...attributes,
      onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined,
      onPointerDown: listeners?.onPointerDown as PointerEventHandler | undefined,
      ref: setActivatorNodeRef,
    }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      data-sortable-item={id}
      className={mergeClasses(styles.item, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(id, index, handle)}
    </li>
  );
}
