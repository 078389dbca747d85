import { Link } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../../shared/MessagePage.tsx';

export function NotFoundRoute() {
  return (
    <MessagePage title="Page Not Found">
      <Link as="span">
        <RouterLink to="/">Home</RouterLink>
      </Link>
    </MessagePage>
  );
}
