import { makeStyles } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_LAYOUTS, GRID_AREAS, type ProfileLayout as DefaultLayout } from '../../../../../../api/src/areas/speakers/contract.ts';

/** The profile's areas (spec 001 §2 "Speaker profile"). */
export const PROFILE_AREAS = GRID_AREAS;
export type ProfileArea = (typeof PROFILE_AREAS)[number];

/** A grid layout as CSS grid-template-areas, one quoted row each (the custom profile's layout per product). */
export type ProfileLayout = DefaultLayout;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: '16px',
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: 'var(--profile-mobile-areas)',
    // Three columns from 1280 px (the drawer beside them leaves each about 300 px), one below.
    '@media (min-width: 1280px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gridTemplateAreas: 'var(--profile-desktop-areas)',
    },
  },
});

/** The layout of a product while the server gives none (or one CSS cannot take): the service's default. */
export const defaultProfileLayout = (portal: boolean): ProfileLayout => DEFAULT_LAYOUTS[portal ? 'speaker-portal' : 'hive'];

/** The rows of a grid-template-areas value, each as its area names. */
const rowsOf = (template: string) => [...template.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => (m[1] ?? m[2] ?? '').trim().split(/\s+/));

/** Rows CSS takes: area names (or `.`), the same number of columns in every row. */
const validRows = (rows: string[][], columns: number) =>
  rows.length > 0 && rows.every((names) => names.length === columns && names.every((name) => /^([a-z][a-z0-9-]*|\.)$/.test(name)));

/** The layout itself when CSS can take it, else the product's default (a broken template would leave no grid at all). */
export const usableLayout = (layout: ProfileLayout | null | undefined, portal: boolean): ProfileLayout =>
  layout && validRows(rowsOf(layout.desktop), 3) && validRows(rowsOf(layout.mobile), 1) ? layout : defaultProfileLayout(portal);

const templateOf = (template: string) =>
  rowsOf(template)
    .map((names) => `"${names.join(' ')}"`)
    .join(' ');

/** The areas both templates place (a card outside one would fall into the grid's implicit rows there). */
export function placedAreas(layout: ProfileLayout): Set<string> {
  const mobile = new Set(rowsOf(layout.mobile).flat());
  return new Set(
    rowsOf(layout.desktop)
      .flat()
      .filter((name) => mobile.has(name)),
  );
}

/**
 * The profile's CSS grid: the area layout is data (one for desktop, one for small screens), each card sits
 * in its area. Cards not given (no permission, not in this product) leave their area empty.
 */
export function ProfileGrid({
  layout: given,
  portal,
  cards,
}: {
  layout: ProfileLayout | null | undefined;
  /** The speaker portal (its default layout has the portal's cards). */
  portal: boolean;
  cards: Partial<Record<ProfileArea, ReactNode>>;
}) {
  const styles = useStyles();
  const layout = usableLayout(given, portal);
  const placed = placedAreas(layout);
  const style = {
    '--profile-desktop-areas': templateOf(layout.desktop),
    '--profile-mobile-areas': templateOf(layout.mobile),
  } as CSSProperties;
  return (
    <div className={styles.grid} style={style}>
      {PROFILE_AREAS.filter((area) => cards[area] && placed.has(area)).map((area) => (
        <div key={area} style={{ gridArea: area, minWidth: 0 }}>
          {cards[area]}
        </div>
      ))}
    </div>
  );
}
