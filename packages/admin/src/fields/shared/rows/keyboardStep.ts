import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Spec 9: a keyboard drag moves the row 25 pixels per arrow key press. */
export const keyboardDragStep = 25;

/**
 * Moves a keyboard drag by `keyboardDragStep` along the list (up and down only; rows never move sideways).
 * Enter/Space and Escape are handled by the sensor itself.
 */
export const keyboardStepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y + keyboardDragStep };
    case 'ArrowUp':
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y - keyboardDragStep };
    default:
      return undefined;
  }
};
