import { useFocusFinders } from '@fluentui/react-components';
import { useEffect, type RefObject } from 'react';

/**
 * For what replaces a dialog's loading state: when the focus was on that state's button, it went with it and lies on
 * the page's body, behind the dialog (Escape and Tab do nothing there); on mount it moves to the first control inside
 * `container`. A focus the person placed elsewhere is left alone.
 */
export function useFocusInside(container: RefObject<HTMLElement | null>) {
  const { findFirstFocusable } = useFocusFinders();
  useEffect(() => {
    const focused = document.activeElement;
    if (container.current && (!focused || focused === document.body)) findFirstFocusable(container.current)?.focus();
  }, [container, findFirstFocusable]);
}
