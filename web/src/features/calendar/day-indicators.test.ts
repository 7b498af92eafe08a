import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTION_TYPES } from '@krug/contract/chat';
import { describe, expect, it } from 'vitest';
import { monthGrid } from '../../ui/calendar-grid.ts';
import { contrast, luminance } from '../../ui/color.ts';
import { dayIndicators, dayTypes, EVENT_TYPE_COLORS, eventsByDay, eventTypeColor } from './day-indicators.ts';

const tokens = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../ui/tokens.css'), 'utf8');
const event = (id: number, action_type: (typeof ACTION_TYPES)[number]) => ({ id, action_type });

describe('calendar indicators', () => {
  it('shows at most three markers, each in its type colour, and "+N" for the rest', () => {
    const events = [
      event(1, 'BIRTHDAY'),
      event(2, 'REMINDER'),
      event(3, 'APPOINTMENT'),
      event(4, 'EVENT'),
      event(5, 'EVENT'),
    ];
    expect(dayIndicators(events)).toEqual({
      markers: [
        { id: 1, type: 'BIRTHDAY', color: 'var(--color-event-birthday)' },
        { id: 2, type: 'REMINDER', color: 'var(--color-event-reminder)' },
        { id: 3, type: 'APPOINTMENT', color: 'var(--color-event-appointment)' },
      ],
      more: 2,
    });
    expect(dayIndicators(events.slice(3))).toEqual({
      markers: [
        { id: 4, type: 'EVENT', color: 'var(--color-event-event)' },
        { id: 5, type: 'EVENT', color: 'var(--color-event-event)' },
      ],
      more: 0,
    });
  });

  it('gives every event type its own colour, the same as the tokens, readable in both themes', () => {
    const light = ACTION_TYPES.map((t) => EVENT_TYPE_COLORS[t].light);
    const dark = ACTION_TYPES.map((t) => EVENT_TYPE_COLORS[t].dark);
    expect(new Set(light).size).toBe(ACTION_TYPES.length);
    expect(new Set(dark).size).toBe(ACTION_TYPES.length);
    const [lightBlock, darkBlock] = tokens.split('[data-theme="dark"] {');
    for (const type of ACTION_TYPES) {
      const name = eventTypeColor(type).slice(4, -1);
      expect(lightBlock).toContain(`${name}: ${EVENT_TYPE_COLORS[type].light};`);
      expect(darkBlock).toContain(`${name}: ${EVENT_TYPE_COLORS[type].dark};`);
      // AA for text on the light surface (#ffffff) and the dark surface (#141d2e).
      expect(contrast(luminance(EVENT_TYPE_COLORS[type].light) ?? 0, 1)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(luminance(EVENT_TYPE_COLORS[type].dark) ?? 0, luminance('#141d2e') ?? 0),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("names a day's types once each, in order", () => {
    expect(dayTypes([event(1, 'EVENT'), event(2, 'BIRTHDAY'), event(3, 'EVENT')])).toEqual([
      'EVENT',
      'BIRTHDAY',
    ]);
  });

  it('groups events by their day', () => {
    const days = eventsByDay([
      { id: 1, scheduled_date: '2026-11-22' },
      { id: 2, scheduled_date: '2026-11-23' },
      { id: 3, scheduled_date: '2026-11-22' },
    ]);
    expect(days.get('2026-11-22')?.map((e) => e.id)).toEqual([1, 3]);
  });

  it('lays out a leap February starting on a Thursday (2024)', () => {
    const grid = monthGrid(2024, 1);
    expect(grid[0]?.map((d) => d.date.getDate())).toEqual([29, 30, 31, 1, 2, 3, 4]);
    expect(grid.flat().filter((d) => d.inMonth)).toHaveLength(29);
  });
});
