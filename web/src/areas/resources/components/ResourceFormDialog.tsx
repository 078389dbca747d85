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
  Radio,
  RadioGroup,
  Select,
} from '@fluentui/react-components';
import { Form, Formik, getIn } from 'formik';
import { useRef } from 'react';
import { RESOURCE_FILE_TYPES, RESOURCE_MAX_BYTES, resourceUnsupported } from '../../../../../api/src/areas/resources/contract.ts';
import { FileDropZone } from '../../../shared/FileDropZone.tsx';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { LINK_HINT, resourceFormSchema, yearChoicesWith, type ResourceFormValues } from './resourceRules.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '12px', alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
});

const EXTENSIONS = Object.keys(RESOURCE_FILE_TYPES).map((ext) => `.${ext}`);

interface Props {
  open: boolean;
  /** Edit Resource when set (the file stays; Save needs a change). */
  editing: boolean;
  initialValues: ResourceFormValues;
  groups: readonly { id: string; name: string }[];
  topics: readonly { internalId: number; name?: string | null }[];
  onSubmit(values: ResourceFormValues): Promise<boolean>;
  onClose(): void;
}

/** Create Resource / Edit Resource (spec 002 §2.4, §5): name and group required; a file or an https link
 *  ('format: {host}'); expiration (stored at 12:00 UTC); topic; year (this year and the next four); PRC code. */
export function ResourceFormDialog({ open, editing, initialValues, groups, topics, onSubmit, onClose }: Props) {
  const styles = useStyles();
  const formElement = useRef<HTMLFormElement>(null);
  const schema = resourceFormSchema(editing);
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '720px' }}>
        <Formik<ResourceFormValues>
          initialValues={initialValues}
          enableReinitialize
          validate={zodValidate<ResourceFormValues>(schema)}
          validateOnBlur={false}
          onSubmit={async (values) => {
            if (await onSubmit(values)) onClose();
          }}
        >
          {(f) => {
            const error = (name: keyof ResourceFormValues) =>
              f.submitCount > 0 ? (getIn(f.errors, name) as string | undefined) : undefined;
            const v = f.values;
            const set = (name: keyof ResourceFormValues) => (_e: unknown, d: { value: string }) => void f.setFieldValue(name, d.value);
            return (
              <Form noValidate ref={formElement} aria-label={editing ? 'Edit Resource' : 'Create Resource'}>
                <FocusFirstError form={formElement} />
                <DialogBody>
                  <DialogTitle>{editing ? 'Edit Resource' : 'Create Resource'}</DialogTitle>
                  <DialogContent className={styles.form}>
                    <Field label="Name" required validationMessage={error('fileName')}>
                      <Input value={v.fileName} onChange={set('fileName')} maxLength={200} />
                    </Field>
                    <Field label="Resource Type" required validationMessage={error('groupId')}>
                      <Select value={v.groupId} onChange={set('groupId')}>
                        <option value="">Choose a group</option>
                        {groups.map((g) => (
                          <option key={g.id} value={g.id}>
                            {g.name}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    {!editing && (
                      <>
                        <Field label="Source" className={styles.wide}>
                          <RadioGroup layout="horizontal" value={v.source} onChange={set('source')}>
                            <Radio value="file" label="File" />
                            <Radio value="link" label="Link" />
                          </RadioGroup>
                        </Field>
                        {v.source === 'file' ? (
                          <Field label="File" required className={styles.wide} validationMessage={error('file')}>
                            <FileDropZone
                              label="Resource file"
                              extensions={EXTENSIONS}
                              maxBytes={RESOURCE_MAX_BYTES}
                              typeMessage={resourceUnsupported}
                              onFile={(file) => void f.setFieldValue('file', file)}
                              onRefuse={() => void f.setFieldValue('file', null)}
                            />
                          </Field>
                        ) : (
                          <Field label="URL" required className={styles.wide} validationMessage={error('link')} hint={LINK_HINT}>
                            <Input value={v.link} onChange={set('link')} type="url" maxLength={2000} />
                          </Field>
                        )}
                      </>
                    )}
                    <Field label="Expiration">
                      <Input type="date" value={v.expirationDate} onChange={set('expirationDate')} />
                    </Field>
                    <Field label="Topic">
                      <Select value={v.topicInternalId} onChange={set('topicInternalId')}>
                        <option value="">No topic</option>
                        {topics.map((t) => (
                          <option key={t.internalId} value={String(t.internalId)}>
                            {t.name}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Field label="Year">
                      <Select value={v.year} onChange={set('year')}>
                        <option value="">No year</option>
                        {yearChoicesWith(initialValues.year).map((y) => (
                          <option key={y}>{y}</option>
                        ))}
                      </Select>
                    </Field>
                    <Field label="PRC Code" validationMessage={error('prcCode')}>
                      <Input value={v.prcCode} onChange={set('prcCode')} maxLength={100} />
                    </Field>
                  </DialogContent>
                  <DialogActions>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button appearance="primary" type="submit" disabled={f.isSubmitting || (editing && !f.dirty)}>
                      {editing ? 'Save' : 'Create'}
                    </Button>
                  </DialogActions>
                </DialogBody>
              </Form>
            );
          }}
        </Formik>
      </DialogSurface>
    </Dialog>
  );
}
