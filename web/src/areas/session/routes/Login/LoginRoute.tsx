import { Button, Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRouteChangePasswordMutation } from '../../../../__generated__/LoginRouteChangePasswordMutation.graphql';
import type { LoginRouteLoginMutation } from '../../../../__generated__/LoginRouteLoginMutation.graphql';
import type { LoginRouteQuery } from '../../../../__generated__/LoginRouteQuery.graphql';
import type { LoginRouteResetMutation } from '../../../../__generated__/LoginRouteResetMutation.graphql';
import { writeSession } from '../../../../app/session.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { loadApp, resetApp } from '../../../../app/viewer.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { FormikInput } from '../../../../shared/FormikInput.tsx';
import { errorMessage } from '../../../../relay/environment.ts';
import { LoginCard, NewPasswordFields, useLoginStyles } from './LoginLayout.tsx';
import { changePasswordSchema, loginSchema, resetSchema } from './loginSchemas.ts';

type Mode = 'login' | 'change' | 'reset';

const FORM_FAILED = 'Please fill in all required fields.';

interface ChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

function LoginForms() {
  const styles = useLoginStyles();
  const data = useLazyLoadQuery<LoginRouteQuery>(
    graphql`
      query LoginRouteQuery {
        currentTenant {
          ...LoginLayout_tenant
        }
      }
    `,
    {},
  );
  const tenant = data.currentTenant;
  const [mode, setModeState] = useState<Mode>('login');
  const [serverError, setServerError] = useState<string | null>(null);
  /** Another form: the previous form's server message no longer applies. */
  const setMode = (next: Mode) => {
    setServerError(null);
    setModeState(next);
  };
  const [email, setEmail] = useState('');
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const [login] = useMutation<LoginRouteLoginMutation>(graphql`
    mutation LoginRouteLoginMutation($input: LoginInput!) {
      login(input: $input) {
        viewer {
          displayName
          requirePwChange
        }
      }
    }
  `);
  const [changePassword] = useMutation<LoginRouteChangePasswordMutation>(graphql`
    mutation LoginRouteChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        viewer {
          displayName
        }
      }
    }
  `);
  const [reset] = useMutation<LoginRouteResetMutation>(graphql`
    mutation LoginRouteResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        message
      }
    }
  `);

  const enterApp = () => {
    resetApp();
    const redirect = params.get('redirect');
    navigate(redirect ? `/?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
  };

  const onLogin = (values: { email: string; password: string }, helpers: FormikHelpers<{ email: string; password: string }>) => {
    setServerError(null);
    login({
      variables: { input: { email: values.email.trim(), password: values.password } },
      onCompleted: (result, errors) => {
        helpers.setSubmitting(false);
        const viewer = result.login?.viewer;
        if (errors?.length || !viewer) {
          setServerError(errors?.[0]?.message ?? 'Unable to login. Please try again.');
          return;
        }
        writeSession({ displayName: viewer.displayName, authType: 'local' });
        setEmail(values.email.trim());
        if (viewer.requirePwChange === 1) setMode('change');
        else enterApp();
      },
      onError: (error) => {
        helpers.setSubmitting(false);
        setServerError(errorMessage(error, 'Unable to login. Please try again.'));
      },
    });
  };

  // The current password (the temporary one just used to sign in) is asked again: the service needs it, so
  // a session alone cannot change the password.
  const onChange = (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    setServerError(null);
    changePassword({
      variables: { input: { email, currentPassword: values.currentPassword, password: values.password } },
      onCompleted: (_r, errors) => {
        helpers.setSubmitting(false);
        const [error] = errors ?? [];
        if (error) setServerError(error.message || 'Unable to update password. Please try again.');
        else enterApp();
      },
      onError: (error) => {
        helpers.setSubmitting(false);
        setServerError(errorMessage(error, 'Unable to update password. Please try again.'));
      },
    });
  };

  const onReset = (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setServerError(null);
    reset({
      variables: { input: { email: values.email.trim() } },
      onCompleted: (result) => {
        helpers.setSubmitting(false);
        notify('success', result.requestPasswordReset.message);
        setMode('login');
      },
      onError: (error) => {
        helpers.setSubmitting(false);
        setServerError(errorMessage(error, 'An unexpected error occurred. Please try again.'));
      },
    });
  };

  return (
    <LoginCard tenant={tenant} serverError={serverError}>
      {mode === 'login' && (
        <Formik initialValues={{ email: '', password: '' }} validate={zodValidate(loginSchema)} onSubmit={onLogin}>
          {(f) => (
            <Form className={styles.form} noValidate>
              <FormikInput name="email" label="Email" type="email" autoComplete="username" />
              <FormikInput name="password" label="Password" type="password" autoComplete="current-password" />
              {f.submitCount > 0 && !f.isValid && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{FORM_FAILED}</MessageBarBody>
                </MessageBar>
              )}
              <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                Login
              </Button>
              {/* Corporate Login and Login with Okta come with single sign-on (issue 32): a button that only says it is not
                  configured is not offered. */}
              <Link as="button" type="button" onClick={() => setMode('reset')}>
                Reset Password
              </Link>
            </Form>
          )}
        </Formik>
      )}
      {mode === 'change' && (
        <Formik
          initialValues={{ currentPassword: '', password: '', confirmPassword: '' }}
          validate={zodValidate(changePasswordSchema)}
          onSubmit={onChange}
        >
          {(f) => (
            <Form className={styles.form} noValidate>
              <FormikInput name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
              <NewPasswordFields />
              <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                Update and Login
              </Button>
            </Form>
          )}
        </Formik>
      )}
      {mode === 'reset' && (
        <Formik initialValues={{ email: '' }} validate={zodValidate(resetSchema)} onSubmit={onReset}>
          {(f) => (
            <Form className={styles.form} noValidate>
              <FormikInput name="email" label="Email" type="email" />
              <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                Reset Password
              </Button>
              <Button type="button" onClick={() => setMode('login')}>
                Back
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </LoginCard>
  );
}

/** `/login`: signed-in users go Home. */
export function LoginRoute() {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    loadApp().then(
      (app) => setSignedIn(!!app.viewer && app.viewer.requirePwChange !== 1),
      () => setSignedIn(false),
    );
  }, []);
  if (signedIn === null) return <Spinner label="Loading…" />;
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <LoginForms />
    </Suspense>
  );
}
