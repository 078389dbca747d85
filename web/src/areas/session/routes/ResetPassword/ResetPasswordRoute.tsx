import { Button, Link, Spinner, Text } from '@fluentui/react-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ResetPasswordRouteMutation } from '../../../../__generated__/ResetPasswordRouteMutation.graphql';
import type { ResetPasswordRouteQuery } from '../../../../__generated__/ResetPasswordRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { resetApp } from '../../../../app/viewer.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { errorMessage } from '../../../../relay/environment.ts';
import { LoginCard, NewPasswordFields, useLoginStyles } from '../Login/LoginLayout.tsx';
import { newPasswordSchema } from '../Login/loginSchemas.ts';

/** The service's text for a link that does not work (api/src/areas/session/auth.ts), also shown without a token. */
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * The token of the e-mailed link, read once. It is then taken out of the address bar (and the history),
 * so it is not left behind in the browser or sent on as a referrer.
 */
function takeToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

function ResetPasswordForm({ token }: { token: string | null }) {
  const styles = useLoginStyles();
  const data = useLazyLoadQuery<ResetPasswordRouteQuery>(
    graphql`
      query ResetPasswordRouteQuery {
        currentTenant {
          ...LoginLayout_tenant
        }
      }
    `,
    {},
  );
  const [serverError, setServerError] = useState<string | null>(token ? null : INVALID_LINK);
  const notify = useNotify();
  const navigate = useNavigate();
  const [resetPassword] = useMutation<ResetPasswordRouteMutation>(graphql`
    mutation ResetPasswordRouteMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        message
      }
    }
  `);

  type Values = { password: string; confirmPassword: string };
  const onSubmit = (values: Values, helpers: FormikHelpers<Values>) => {
    if (!token) return helpers.setSubmitting(false);
    setServerError(null);
    resetPassword({
      variables: { input: { token, password: values.password } },
      onCompleted: (result) => {
        helpers.setSubmitting(false);
        // Every session of the account has ended: the person signs in with the new password.
        resetApp();
        notify('success', result.resetPassword.message);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        helpers.setSubmitting(false);
        setServerError(errorMessage(error, 'Unable to update password. Please try again.'));
      },
    });
  };

  return (
    <LoginCard tenant={data.currentTenant} serverError={serverError}>
      <Text as="h2" weight="semibold" align="center">
        Reset Password
      </Text>
      {token && (
        <Formik initialValues={{ password: '', confirmPassword: '' }} validate={zodValidate(newPasswordSchema)} onSubmit={onSubmit}>
          {(f) => (
            <Form className={styles.form} noValidate>
              <NewPasswordFields />
              <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                Set New Password
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <Link as="button" type="button" onClick={() => navigate('/login')}>
        Back to Login
      </Link>
    </LoginCard>
  );
}

/** `/reset-password?token=…`: the link of the reset (or account set-up) e-mail; no sign-in needed. */
export function ResetPasswordRoute() {
  const [token] = useState(takeToken);
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <ResetPasswordForm token={token} />
    </Suspense>
  );
}
