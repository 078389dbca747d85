import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  SpinButton,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SignInSheetDialogTemplatesQuery } from '../../../../__generated__/SignInSheetDialogTemplatesQuery.graphql';
import type { SignInSheetDialogUrlQuery } from '../../../../__generated__/SignInSheetDialogUrlQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { EventSearchField, type PickedEvent } from '../../../../shared/EventSearchField.tsx';
import { useFocusFirstInvalid } from '../import/useFocusFirstInvalid.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 32px))' },
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

const templatesQuery = graphql`
  query SignInSheetDialogTemplatesQuery {
    signInTemplates {
      id
      templateName
      description
    }
  }
`;
const urlQuery = graphql`
  query SignInSheetDialogUrlQuery($templateId: String!, $eventId: ID!, $productsDiscussed: String, $extraPages: Int) {
    signInSheetUrl(templateId: $templateId, eventId: $eventId, productsDiscussed: $productsDiscussed, extraPages: $extraPages)
  }
`;

/** Extra Pages: minimum 0 (spec 001 §2); the service prints at most 20. */
export const MAX_EXTRA_PAGES = 20;
export const SIGN_IN_MESSAGES = {
  event: 'Please select an event',
  template: 'Please select a template',
  templates: 'Cannot load the sign-in templates',
  failed: 'Cannot generate the sign-in form',
  extraPages: `Extra Pages must be a whole number from 0 to ${MAX_EXTRA_PAGES}`,
} as const;
const M = SIGN_IN_MESSAGES;

type Template = SignInSheetDialogTemplatesQuery['response']['signInTemplates'][number];

/**
 * Generate Event Sign-in Form (spec 001 §2): Template, Event, Products Discussed, Extra Pages (0 to 20), Cancel and
 * Generate, which opens the PDF (the BFF's download of REST `GET /pdf`) in a new tab.
 */
export function SignInSheetDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [templates, setTemplates] = useState<readonly Template[] | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [event, setEvent] = useState<PickedEvent | null>(null);
  const [products, setProducts] = useState('');
  const [extraPages, setExtraPages] = useState(0);
  const [errors, setErrors] = useState<{ event?: string; template?: string; extraPages?: string }>({});
  const [busy, setBusy] = useState(false);
  const [contentRef, refused] = useFocusFirstInvalid<HTMLDivElement>();

  useEffect(() => {
    if (!open || templates) return undefined;
    let current = true;
    fetchQuery<SignInSheetDialogTemplatesQuery>(environment, templatesQuery, {})
      .toPromise()
      .then(
        (data) => {
          if (!current) return;
          const list = data?.signInTemplates ?? [];
          setTemplates(list);
          setTemplateId((id) => id || list[0]?.id || '');
        },
        () => current && (setTemplates([]), notify('error', M.templates)),
      );
    return () => {
      current = false;
    };
  }, [open, templates, environment, notify]);

  const close = () => {
    setEvent(null);
    setProducts('');
    setExtraPages(0);
    setErrors({});
    onClose();
  };

  async function generate() {
    const pagesValid = Number.isInteger(extraPages) && extraPages >= 0 && extraPages <= MAX_EXTRA_PAGES;
    const found = {
      event: event ? undefined : M.event,
      template: templateId ? undefined : M.template,
      extraPages: pagesValid ? undefined : M.extraPages,
    };
    setErrors(found);
    if (!event || !templateId || !pagesValid) return refused();
    setBusy(true);
    try {
      const data = await fetchQuery<SignInSheetDialogUrlQuery>(environment, urlQuery, {
        templateId,
        eventId: event.id,
        productsDiscussed: products.trim() || null,
        extraPages,
      }).toPromise();
      if (!data?.signInSheetUrl) throw new Error(M.failed);
      window.open(data.signInSheetUrl, '_blank', 'noopener');
      close();
    } catch {
      notify('error', M.failed);
    } finally {
      setBusy(false);
    }
  }

  const chosen = templates?.find((t) => t.id === templateId);
  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Generate Event Sign-in Form</DialogTitle>
          <DialogContent className={styles.body} ref={contentRef}>
            <Field label="Template" required validationMessage={errors.template} hint={chosen?.description}>
              {templates ? (
                <Select value={templateId} onChange={(_e, d) => setTemplateId(d.value)}>
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.templateName}
                    </option>
                  ))}
                </Select>
              ) : (
                <Spinner size="tiny" label="Loading templates" />
              )}
            </Field>
            <EventSearchField
              value={event}
              error={errors.event}
              onChange={(e) => {
                setEvent(e);
                if (e) setErrors((f) => ({ ...f, event: undefined }));
              }}
            />
            <Field label="Products Discussed">
              <Input value={products} maxLength={500} onChange={(_e, d) => setProducts(d.value)} />
            </Field>
            <Field
              label="Extra Pages"
              hint={`Blank pages after the attendees (0 to ${MAX_EXTRA_PAGES})`}
              validationMessage={errors.extraPages}
            >
              {/* A typed value out of range is kept and refused on Generate with the range (it was cut to 20 silently). */}
              <SpinButton
                min={0}
                max={MAX_EXTRA_PAGES}
                value={extraPages}
                onChange={(_e, d) => {
                  const raw = d.value ?? Number(d.displayValue);
                  if (!Number.isFinite(raw)) return;
                  setExtraPages(raw!);
                  setErrors((f) => ({ ...f, extraPages: undefined }));
                }}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void generate()}>
              Generate
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
