import { Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import {
  BookRegular,
  DocumentSignatureRegular,
  FolderRegular,
  MoneyRegular,
  NewsRegular,
  PillRegular,
  QuestionCircleRegular,
  SlideTextRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceGroupCards_query$key } from '../../../__generated__/ResourceGroupCards_query.graphql';
import { groupIconOf, type GroupIcon } from './resourceRules.ts';

const ICONS: Record<GroupIcon, ReactElement> = {
  contract: <DocumentSignatureRegular />,
  resource: <BookRegular />,
  faq: <QuestionCircleRegular />,
  news: <NewsRegular />,
  slide: <SlideTextRegular />,
  prescribe: <PillRegular />,
  expense: <MoneyRegular />,
  default: <FolderRegular />,
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '16px' },
  card: { padding: '20px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', cursor: 'pointer', minWidth: 0 },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1, '& svg': { width: '40px', height: '40px' } },
  name: { textAlign: 'center', overflowWrap: 'anywhere' },
  notice: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A speaker's resource page (spec 002 §2.2): a card per group by weight; a card with a URL opens it in a new tab. */
export function ResourceGroupCards({ query }: { query: ResourceGroupCards_query$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment ResourceGroupCards_query on Query @argumentDefinitions(speakerId: { type: "Int!" }) {
        speakerResourceGroups(speakerId: $speakerId) {
          id
          internalId
          name
          url
          resourceCount
        }
      }
    `,
    query,
  );
  const groups = data.speakerResourceGroups ?? [];
  const open = (group: (typeof groups)[number]) =>
    group.url ? window.open(group.url, '_blank', 'noopener,noreferrer') : navigate(`/speaker-resources/${group.internalId}`);
  return (
    <section className={styles.page} aria-label="Resources">
      <Text className={styles.notice} role="note">
        {M.notice}
      </Text>
      {data.speakerResourceGroups && groups.length === 0 && <Text className={styles.muted}>No resources yet.</Text>}
      {!data.speakerResourceGroups && <Text role="alert">{M.groupResourcesFailed}</Text>}
      <div className={styles.grid}>
        {groups.map((group) => (
          <Card
            key={group.id}
            className={styles.card}
            role="link"
            tabIndex={0}
            aria-label={group.name}
            onClick={() => open(group)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open(group))}
          >
            <span className={styles.icon} data-icon={groupIconOf(group.name)} aria-hidden>
              {ICONS[groupIconOf(group.name)]}
            </span>
            <Title3 as="h2" className={styles.name}>
              {group.name}
            </Title3>
            <Text className={styles.muted}>{group.url ? 'Opens in a new tab' : `${group.resourceCount} resource(s)`}</Text>
          </Card>
        ))}
      </div>
    </section>
  );
}
