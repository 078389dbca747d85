import { Card, Image, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { FormikInput } from '../../../../shared/FormikInput.tsx';
import { useEffect, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LoginLayout_tenant$key } from '../../../../__generated__/LoginLayout_tenant.graphql';

/** The pieces the signed-out screens share: Login (sign in, change, reset request) and Reset Password. */
export const useLoginStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: '380px', padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  logoHeading: { margin: 0, display: 'flex', justifyContent: 'center' },
  logo: { maxHeight: '56px' },
});

/** The centred card with the tenant's logo or else its name (also the page title) and the server's error, if any. */
export function LoginCard({
  tenant: tenantKey,
  serverError,
  children,
}: {
  tenant: LoginLayout_tenant$key | null | undefined;
  serverError: string | null;
  children: ReactNode;
}) {
  const styles = useLoginStyles();
  const tenant = useFragment(
    graphql`
      fragment LoginLayout_tenant on PublicTenant {
        name
        logoUrl
      }
    `,
    tenantKey,
  );
  useEffect(() => {
    if (tenant?.name) document.title = tenant.name;
  }, [tenant?.name]);
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        {/* The logo carries the name: it is the heading (named by its alt text), not repeated under it. */}
        {tenant?.logoUrl ? (
          <h1 className={styles.logoHeading}>
            <Image className={styles.logo} src={tenant.logoUrl} alt={tenant.name} />
          </h1>
        ) : (
          <Title2 as="h1" align="center">
            {tenant?.name ?? 'Hive'}
          </Title2>
        )}
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
