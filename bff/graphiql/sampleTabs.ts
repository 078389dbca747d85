/** The tenant GraphiQL's requests name: the host's first label, as the BFF itself decides it. */
export function tenantFromHost(hostname: string): string {
  const isIp = /^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(':');
  if (hostname === 'localhost' || isIp || !hostname.includes('.')) return 'demo';
  return hostname.split('.')[0] ?? 'demo';
}

const signIn = `# Sign in: the BFF sets the session cookie, so the other tabs run as this user.
# Integrators: send the returned accessToken as "Authorization": "Bearer …" instead.
mutation SignIn {
  login(input: { email: "admin@demo.test", password: "hive-demo-1" }) {
    accessToken
    viewer { displayName role products { product name } }
  }
}
`;

const events = `# The first page of events with their speakers, venue, field rep and topic.
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
  const headers = JSON.stringify({ 'x-tenant-id': tenantFromHost(hostname) }, null, 2);
  return [
    { query: events, headers },
    { query: signIn, headers },
  ];
}
