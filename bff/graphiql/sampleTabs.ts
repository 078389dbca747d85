import { tenantOf } from '../src/platform/tenantOf.ts';

const signIn = `# Sign in: the BFF sets the session cookie, so the other tabs run as this user.
# Integrators: send the returned accessToken as "Authorization": "Bearer …" instead.
mutation SignIn {
  login(input: { email: "admin@demo.test", password: "hive-demo-1" }) {
    accessToken
    viewer { displayName role products { product name } }
  }
}
`;

const events = `# Run the SignIn tab first (or send a bearer token in the headers).
# The first page of events with their speakers, venue, field rep and topic.
# extensions.upstreamCalls in the response counts the REST calls it took.
query Events {
  currentTenant { id name logoUrl }
  events(first: 10, sortBy: START_TIME, sortDesc: true) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id
        internalId
        shortName
        title
        startTime
        endTime
        zone
        type
        status
        speakers { speaker { firstName lastName } }
        venue { name city }
        fieldRep { name email }
        topic { name }
      }
    }
  }
}
`;

export function sampleTabs(hostname: string) {
  const headers = JSON.stringify({ 'x-tenant-id': tenantOf(null, hostname) }, null, 2);
  return [
    // Sign-in first: the other tabs need a session, and a fresh browser has none.
    { query: signIn, headers },
    { query: events, headers },
  ];
}
