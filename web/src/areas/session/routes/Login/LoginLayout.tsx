import { Card, Field, Image, Input, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { useEffect, type ReactNode } from 'react';

/** The pieces the signed-out screens share: Login (sign in, change, reset request) and Reset Password. */
export const useLoginStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: '380px', padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  logo: { maxHeight: '56px', alignSelf: 'center' },
});

export interface LoginTenant {
  readonly name: string;
  readonly logoUrl: string | null | undefined;
}

/** The centred card with the tenant's logo and name (also the page title) and the server's error, if any. */
export function LoginCard({ tenant, serverError, children }: { tenant: LoginTenant | null | undefined; serverError: string | null; children: ReactNode }) {
  const styles = useLoginStyles();
  useEffect(() => {
    if (tenant?.name) document.title = tenant.name;
  }, [tenant?.name]);
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        {tenant?.logoUrl && <Image className={styles.logo} src={tenant.logoUrl} alt={`${tenant.name} logo`} />}
        <Title2 as="h1" align="center">
          {tenant?.name ?? 'Hive'}
        </Title2>
        {serverError && (
          <MessageBar intent="error">
            <MessageBarBody>{serverError}</MessageBarBody>
          </MessageBar>
        )}
        {children}
      </Card>
    </main>
  );
}

/** "New Password" and "Confirm New Password" of a Formik form with `password` and `confirmPassword`. */
export function NewPasswordFields() {
  const f = useFormikContext<{ password: string; confirmPassword: string }>();
  return (
    <>
      <Field label="New Password" required validationMessage={f.submitCount ? f.errors.password : undefined}>
        <Input name="password" type="password" value={f.values.password} onChange={f.handleChange} autoComplete="new-password" />
      </Field>
      <Field label="Confirm New Password" required validationMessage={f.submitCount ? f.errors.confirmPassword : undefined}>
        <Input name="confirmPassword" type="password" value={f.values.confirmPassword} onChange={f.handleChange} autoComplete="new-password" />
      </Field>
    </>
  );
}
