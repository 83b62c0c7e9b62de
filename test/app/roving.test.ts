// Keyboard movement of tab lists and radio groups (WAI-ARIA Authoring Practices).
import { describe, expect, it } from 'vitest';
import type { KeyboardEvent } from 'react';
import { rovingIndex } from '../../components/roving.ts';

function press(key: string, index: number, count: number, orientation?: 'horizontal' | 'both') {
  let prevented = false;
  const event = { key, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
  return { target: rovingIndex(event, index, count, orientation), prevented };
}

describe('rovingIndex', () => {
  it('moves with arrows (wrapping), Home and End, and claims those keys', () => {
    expect(press('ArrowRight', 0, 3)).toEqual({ target: 1, prevented: true });
    expect(press('ArrowRight', 2, 3)).toEqual({ target: 0, prevented: true });
    expect(press('ArrowLeft', 0, 3)).toEqual({ target: 2, prevented: true });
    expect(press('Home', 2, 3)).toEqual({ target: 0, prevented: true });
    expect(press('End', 0, 3)).toEqual({ target: 2, prevented: true });
  });

  it('uses up and down only where both orientations apply (radio groups), and leaves other keys alone', () => {
    expect(press('ArrowDown', 0, 3)).toEqual({ target: undefined, prevented: false });
    expect(press('ArrowDown', 0, 3, 'both')).toEqual({ target: 1, prevented: true });
    expect(press('ArrowUp', 0, 3, 'both')).toEqual({ target: 2, prevented: true });
    expect(press('Enter', 0, 3, 'both')).toEqual({ target: undefined, prevented: false });
  });
});
