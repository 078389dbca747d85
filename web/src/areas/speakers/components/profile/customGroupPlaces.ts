/** The grid areas a custom group's card takes (the other areas are the built-in cards'). */
const CARD_AREAS = new Set(['attachments', 'travel-prefs', 'bio']);
/** The area whose card holds its groups inside it (spec 001 §2: preferred speaking days inside Blackout Dates). */
const BLACKOUT_AREA = 'blackout-dates';

interface Placement<G> {
  /** Groups with a card in their grid area (several in one area stack there), in weight order. */
  byArea: Map<string, G[]>;
  /** Groups shown inside the Blackout Dates card. */
  inBlackout: G[];
  /** Groups with no place in the grid: cards of their own under it, full width, in weight order. */
  below: G[];
}

/**
 * Where each custom group the role may see is shown (spec 001 §2 "Speaker profile", web/README.md): the management
 * product (hive) shows only the Additional Documents area; the speaker portal shows every group, in its area when
 * the layout places that area (Blackout Dates: inside that card, when the card is shown), else under the grid.
 * `groups` come in weight order (the service's).
 */
export function placeCustomGroups<G extends { readonly gridArea?: string | null }>(
  groups: readonly G[],
  { portal, placed, blackoutShown }: { portal: boolean; placed: ReadonlySet<string>; blackoutShown: boolean },
): Placement<G> {
  const placement: Placement<G> = { byArea: new Map(), inBlackout: [], below: [] };
  for (const group of groups) {
    const area = group.gridArea ?? '';
    // The management product has no custom group besides Additional Documents (the rest are the portal's).
    if (!portal && area !== 'attachments') continue;
    if (CARD_AREAS.has(area) && placed.has(area)) placement.byArea.set(area, [...(placement.byArea.get(area) ?? []), group]);
    else if (!portal) continue;
    else if (area === BLACKOUT_AREA && blackoutShown) placement.inBlackout.push(group);
    else placement.below.push(group);
  }
  return placement;
}
