import { Button, Card, CardHeader, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { lazy, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareInfoCard_event$key } from '../../../../__generated__/ShareInfoCard_event.graphql';
import { emptyShare, SHARE_FIELDS, type EventFormValues, type ShareField } from '../eventFormSchema.ts';
import { Deferred } from '../../../../shared/Deferred.tsx';

// Loaded when first opened (the first-load budget, web/README.md).
const AddImageDialog = lazy(() => import('./AddImageDialog.tsx').then((m) => ({ default: m.AddImageDialog })));

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: '16px', alignItems: 'start' },
  images: { display: 'flex', gap: '16px', alignItems: 'end', flexWrap: 'wrap' },
  thumb: { height: '80px', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

const LABELS: Record<ShareField, string> = {
  ogTitle: 'OG Title',
  ogDescription: 'OG Description',
  ogUrl: 'OG URL',
  facebookCardUrl: 'Facebook Card Image URL',
  twitterCardUrl: 'Twitter Card Image URL',
  cardImageAlt: 'Card Image Alt Text',
  emailShareSubject: 'Email Share Subject',
  emailShareBody: 'Email Share Body',
  facebookShareText: 'Facebook Share Text',
  twitterShareText: 'Twitter Share Text',
  linkedinShareText: 'LinkedIn Share Text',
};
const LONG: ShareField[] = ['ogDescription', 'emailShareBody', 'facebookShareText', 'twitterShareText', 'linkedinShareText'];

/** The form values of an event's share info. */
export function useShareInfoCardValues(event: ShareInfoCard_event$key | null): Pick<EventFormValues, 'share'> {
  // Every share field is read through SHARE_FIELDS below, which the Relay plugin cannot follow.
  /* eslint-disable relay/unused-fields */
  const e = useFragment(
    graphql`
      fragment ShareInfoCard_event on Event {
        eventShareInfo {
          ogTitle
          ogDescription
          ogUrl
          facebookCardUrl
          twitterCardUrl
          cardImageAlt
          emailShareSubject
          emailShareBody
          facebookShareText
          twitterShareText
          linkedinShareText
        }
      }
    `,
    event,
  );
  /* eslint-enable relay/unused-fields */
  return useMemo(() => {
    const info = e?.eventShareInfo;
    return { share: info ? (Object.fromEntries(SHARE_FIELDS.map((f) => [f, info[f] ?? ''])) as Record<ShareField, string>) : emptyShare() };
  }, [e]);
}

/** Share info: Open Graph, card images (set through Add Image) and share texts. */
export function ShareInfoCard({ tenantId, disabled }: { tenantId: string; disabled: boolean }) {
  const styles = useStyles();
  const f = useFormikContext<EventFormValues>();
  const [adding, setAdding] = useState(false);
  const error = (field: ShareField) => fieldMessage(f, `share.${field}`);
  const field = (name: ShareField) => {
    const props = { name: `share.${name}`, value: f.values.share[name], onChange: f.handleChange, onBlur: f.handleBlur, disabled };
    return (
      <Field key={name} label={LABELS[name]} validationMessage={error(name)}>
        {LONG.includes(name) ? <Textarea {...props} /> : <Input {...props} />}
      </Field>
    );
  };
  const cards = (['facebookCardUrl', 'twitterCardUrl'] as const).filter((c) => f.values.share[c]);
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text weight="semibold" size={500}>
            Share Info
          </Text>
        }
      />
      <div className={styles.grid}>{SHARE_FIELDS.filter((n) => !LONG.includes(n)).map(field)}</div>
      <div className={styles.images}>
        <Button icon={<ImageAddRegular />} disabled={disabled} onClick={() => setAdding(true)}>
          Add Image
        </Button>
        {cards.map((c) => (
          <img key={c} className={styles.thumb} src={f.values.share[c]} alt={f.values.share.cardImageAlt || `${LABELS[c]} preview`} />
        ))}
      </div>
      <div className={styles.grid}>{LONG.map(field)}</div>
      <Deferred when={adding}>
        <AddImageDialog
          open={adding}
          tenantId={tenantId}
          onClose={() => setAdding(false)}
          onAdd={({ url, alt }) => {
            void f.setFieldValue('share', { ...f.values.share, facebookCardUrl: url, twitterCardUrl: url, cardImageAlt: alt });
            setAdding(false);
          }}
        />
      </Deferred>
    </Card>
  );
}
