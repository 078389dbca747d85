import { Card, Image, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { FormikInput } from '../../../../shared/FormikInput.tsx';
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
export function LoginCard({
  tenant,
  serverError,
  children,
}: {
  tenant: LoginTenant | null | undefined;
  serverError: string | null;
  children: ReactNode;
}) {
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
  return (
    <>
      <FormikInput name="password" label="New Password" type="password" autoComplete="new-password" />
      <FormikInput name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
    </>
  );
}
