import { Tab, TabList } from '@fluentui/react-components';

export type LocationTab = 'location' | 'venue';

/** The location card's tabs (Fluent's TabList), loaded apart from the form (`EventLocationCard`). */
export function EventLocationTabs({
  selected,
  showVenue,
  onSelect,
}: {
  selected: LocationTab;
  showVenue: boolean;
  onSelect(tab: LocationTab): void;
}) {
  return (
    <TabList selectedValue={selected} onTabSelect={(_e, d) => onSelect(d.value as LocationTab)}>
      <Tab value="location">Event Location</Tab>
      {showVenue && <Tab value="venue">Venue</Tab>}
    </TabList>
  );
}
