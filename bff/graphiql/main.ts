import './workers.ts';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { sampleTabs } from './sampleTabs.ts';

const fetcher = createGraphiQLFetcher({ url: new URL('/graphql', window.location.href).toString() });
const tabs = sampleTabs(window.location.hostname);

createRoot(document.getElementById('graphiql')!).render(
  createElement(GraphiQL, {
    fetcher,
    defaultTabs: tabs,
    initialQuery: tabs[0]!.query,
    initialHeaders: tabs[0]!.headers,
    defaultHeaders: tabs[0]!.headers,
    defaultEditorToolsVisibility: 'headers',
  }),
);
