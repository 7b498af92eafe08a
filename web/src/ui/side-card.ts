import { createElement } from 'react';

/**
 * The least height of the side column's lazily loaded cards in every state (loading, empty, one
 * row of content), so a card that arrives or changes state does not push the cards below it.
 */
export const SIDE_CARD_MIN_H = {
  friends: 'min-h-[8.5rem]',
  tags: 'min-h-[6.5rem]',
} as const;

/** An empty card of that height, held while the card's chunk downloads. */
export function SideCardFrame({ minHeight }: { minHeight: string }) {
  return createElement('div', {
    'aria-hidden': true,
    className: `rounded-2xl bg-surface shadow-sm ring-1 ring-line ${minHeight}`,
  });
}
