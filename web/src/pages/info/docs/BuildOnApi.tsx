import type { ReactNode } from 'react';
import reference from '../../../content/generated/apiReference.json';
import {
  acceptedVideoFormats,
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  durationText,
  GB,
  MAX_DIRECT_VIDEO_BYTES,
  MAX_IMAGE_SIZE,
  MAX_VIDEO_LONG_EDGE,
  MAX_VIDEO_SHORT_EDGE,
  MB,
  RESUMABLE_CHUNK_BYTES,
} from '../../../../../common/upload-limits';

// "Build on the API" (issue 15): tokens, examples, webhooks, the cost model and error codes. The numbers
// come from the generated reference (written from the code that enforces them), never typed here.

const { limits, errorCodes } = reference;
const number = (value: number) => value.toLocaleString('en-US');

const QUERY_CURL = `curl https://your-site.example/graphql \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "{ myEvents(first: 10) { edges { node { id title slug photoCount } } } }"}'`;

const QUERY_JS = `const answer = await fetch('https://your-site.example/graphql', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.TOKEN}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    query: 'query($first: Int) { myEvents(first: $first) { edges { node { id title slug } } } }',
    variables: { first: 10 },
  }),
});
const { data, errors, extensions } = await answer.json();
console.log(extensions.cost); // { requestedPoints: 21, remaining: 49979, limit: 50000, resetAt: '…' }`;

// The GraphQL multipart request spec: `operations`, then `map` (file field → variable path), then the files.
const UPLOAD_MUTATION =
  'mutation($files: [Upload!]!) { uploadPhotos(slug: \\"ayla-and-can\\", files: $files) ' +
  '{ __typename ... on UploadPhotosSuccess { uploads { originalFilename status duplicate } } ... on Error { message } } }';

const UPLOAD_CURL = `curl https://your-site.example/graphql \\
  -H "Authorization: Bearer $TOKEN" \\
  -F operations='{"query": "${UPLOAD_MUTATION}", "variables": {"files": [null, null]}}' \\
  -F map='{"0": ["variables.files.0"], "1": ["variables.files.1"]}' \\
  -F 0=@first-dance.jpg \\
  -F 1=@cake.heic`;

const UPLOAD_JS = `const form = new FormData();
form.append('operations', JSON.stringify({
  query: \`mutation($files: [Upload!]!) {
    uploadPhotos(slug: "ayla-and-can", files: $files) {
      __typename
      ... on UploadPhotosSuccess { uploads { originalFilename status duplicate } }
      ... on Error { message }
    }
  }\`,
  variables: { files: [null] },
}));
form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
form.append('0', fileFromAnInput); // a File or Blob
await fetch('https://your-site.example/graphql', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${TOKEN}\` }, // no Content-Type: fetch sets the multipart boundary
  body: form,
});`;

// A resumable (tus 1.0) upload of a large clip: create it, then send it in chunks of at most 50 MB, each with
// the cookie the creation set (the upload belongs to that browser).
const TUS_CURL = `# 1. Create: the length, and the name and type (base64) in Upload-Metadata
curl -i -c jar -X POST https://your-site.example/api/events/ayla-and-can/tus \\
  -H "Tus-Resumable: 1.0.0" \\
  -H "Upload-Length: $(stat -c %s vows.mov)" \\
  -H "Upload-Metadata: filename $(printf vows.mov | base64),filetype $(printf video/quicktime | base64)"
# → 201 Created, Location: /api/events/ayla-and-can/tus/<id>

# 2. Send it in chunks; after a dropped connection, HEAD tells the Upload-Offset to go on from
split -b 50M vows.mov part-
offset=0
for part in part-*; do
  curl -b jar -X PATCH https://your-site.example/api/events/ayla-and-can/tus/<id> \\
    -H "Tus-Resumable: 1.0.0" -H "Upload-Offset: $offset" \\
    -H "Content-Type: application/offset+octet-stream" --data-binary @$part
  offset=$((offset + $(stat -c %s $part)))
done
# → the last PATCH answers 200 {success, message, uploads: [{id, mediaType: "VIDEO", processingState: "PROCESSING", durationSeconds, …}]}`;

const SUBSCRIPTION_JS = `import { createClient } from 'graphql-ws';

// WebSockets cannot carry headers: the token goes in connectionParams.
const client = createClient({
  url: 'wss://your-site.example/graphql',
  connectionParams: { authToken: process.env.TOKEN },
});

client.subscribe(
  {
    query: \`subscription($slug: String!) {
      galleryUpdated(slug: $slug) { photoCount removedIds added { id url uploaderName } }
    }\`,
    variables: { slug: 'ayla-and-can' },
  },
  { next: (event) => console.log(event.data), error: console.error, complete: () => undefined },
);`;

const WEBHOOK_JS = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/** Whether a webhook delivery is ours: rawBody is the request body exactly as received (a Buffer). */
export function isGenuineWebhook(headers, rawBody, secret, now = Date.now()) {
  const timestamp = headers['x-webhook-timestamp'];
  const signature = headers['x-webhook-signature'] ?? '';
  // Old (or future) deliveries are refused, so a captured one cannot be replayed later.
  if (!/^\\d+$/.test(timestamp ?? '') || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest('hex');
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  // Compared in constant time: an early mismatch must not answer faster than a late one.
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

// Express: app.post('/hooks/weddings', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!isGenuineWebhook(req.headers, req.body, process.env.WEBHOOK_SECRET)) return res.sendStatus(401);
//   // X-Webhook-Id is unique per delivery: remember it to ignore a retried one.
//   res.sendStatus(204);
// });`;

function Code({ children }: { children: string }) {
  return (
    // Focusable: a keyboard user must be able to scroll a long example sideways.
    <pre tabIndex={0} className="overflow-x-auto rounded-lg bg-stone-900 p-3 text-xs leading-relaxed text-stone-100">
      <code>{children}</code>
    </pre>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-display text-xl font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

export function BuildOnApi() {
  const { operation, pointsPerHour } = limits;
  return (
    <article className="space-y-8 leading-relaxed text-stone-700 [&_code]:rounded [&_li]:ml-5 [&_p_code]:bg-stone-100 [&_p_code]:px-1 [&_ul]:list-disc [&_ul]:space-y-1.5">
      <h2 className="font-display text-2xl font-semibold text-stone-900">Build on the API</h2>
      <p>
        Everything the app does goes through the same GraphQL API at <code>/graphql</code> (and REST under{' '}
        <code>/api</code>), open to your own tools. Try it in the{' '}
        <a href="/graphql" className="text-link">
          API explorer
        </a>
        : it runs in your browser with your session, with example operations ready to run.
      </p>

      <Section title="Get a token">
        <p>
          In your account settings (Account, at the top of the page), open <strong>API tokens</strong> and create one
          with the scopes it needs: <code>read</code> (queries), <code>write</code> (mutations such as moderation) or{' '}
          <code>admin</code>. The token, starting with <code>wp_</code>, is shown once: keep it like a password. Send it
          with every request:
        </p>
        <Code>{'Authorization: Bearer wp_…'}</Code>
      </Section>

      <Section title="Run a query">
        <Code>{QUERY_CURL}</Code>
        <Code>{QUERY_JS}</Code>
      </Section>

      <Section title="Upload photos">
        <p>
          Files follow the GraphQL multipart request spec: an <code>operations</code> field with the query and{' '}
          <code>null</code> for each file, a <code>map</code> from file fields to variables, then the files.
        </p>
        <Code>{UPLOAD_CURL}</Code>
        <Code>{UPLOAD_JS}</Code>
      </Section>

      <Section title="Upload videos">
        <p>
          Videos ({acceptedVideoFormats()}) go through the same calls as photos, checked by their bytes and by ffprobe
          before anything is kept: up to {DEFAULT_MAX_VIDEO_BYTES / GB} GB and {durationText(DEFAULT_MAX_VIDEO_SECONDS)}{' '}
          by default (the server's <code>MAX_VIDEO_BYTES</code> and <code>MAX_VIDEO_SECONDS</code>), at most{' '}
          {MAX_VIDEO_LONG_EDGE} × {MAX_VIDEO_SHORT_EDGE} pixels. Photos keep {MAX_IMAGE_SIZE}. An event whose hosts
          turned videos off (<code>allowVideos</code> false on the event) refuses them with 415.
        </p>
        <ul>
          <li>
            <code>uploadPhotos</code> and REST <code>POST /api/events/{'{slug}'}/uploads/direct</code> take a video of
            up to {MAX_DIRECT_VIDEO_BYTES / MB} MB each in one request: proxies in front of servers commonly stop
            requests at 100 MB. Past it the answer is 413, pointing to the resumable upload.
          </li>
          <li>
            Larger clips use the resumable upload (tus 1.0) at <code>/api/events/{'{slug}'}/tus</code>: a length over{' '}
            {MAX_IMAGE_SIZE} needs <code>filetype</code> <code>video/…</code> in <code>Upload-Metadata</code>, and one
            over the limit or the event’s storage left is refused at creation, before a byte is sent. Send chunks of at
            most {RESUMABLE_CHUNK_BYTES / MB} MB (our apps do), each with the cookie the creation set.
          </li>
          <li>
            A presigned upload also takes them: <code>uploads/presign</code> with <code>mimeType</code>{' '}
            <code>video/mp4</code>, <code>video/quicktime</code> or <code>video/webm</code> and, best, the file’s{' '}
            <code>bytes</code> (refused at once when too large), then one PUT and <code>uploads/complete</code>.
          </li>
        </ul>
        <Code>{TUS_CURL}</Code>
        <p>
          Each upload answer says <code>mediaType</code> (<code>PHOTO</code> or <code>VIDEO</code>),{' '}
          <code>processingState</code> and <code>durationSeconds</code>. A video is <code>PROCESSING</code> until its
          web copy is made. Gallery items and the hosts’ upload items (REST, and <code>GalleryPhoto</code> and{' '}
          <code>Photo</code> in GraphQL) carry <code>mediaType</code>, <code>durationSeconds</code> (null for photos),{' '}
          <code>videoUrl</code>, the copy to play (H.264/AAC MP4, at most 1080p, no location; it answers byte ranges,
          once <code>READY</code>) and <code>posterUrl</code>, its poster frame. For a video, <code>url</code> and{' '}
          <code>thumbnailUrl</code> are the poster’s, so a client that shows pictures keeps working.
        </p>
      </Section>

      <Section title="Follow a gallery live">
        <p>
          Subscriptions use the <code>graphql-ws</code> protocol at the same <code>/graphql</code> address.
        </p>
        <Code>{SUBSCRIPTION_JS}</Code>
      </Section>

      <Section title="Verify webhooks">
        <p>
          Each delivery carries <code>X-Webhook-Id</code>, <code>X-Webhook-Timestamp</code> (seconds since 1970) and{' '}
          <code>X-Webhook-Signature: sha256=…</code>, the hex HMAC-SHA256 of <code>{'<timestamp>.<raw body>'}</code>{' '}
          with your webhook’s secret. Check it on the raw bytes, before parsing the JSON:
        </p>
        <Code>{WEBHOOK_JS}</Code>
        <p>
          The body is <code>{'{ id, topic, createdAt, data }'}</code>. <code>data</code> always holds{' '}
          <code>eventId</code> and <code>eventDatabaseId</code>. Upload topics add <code>photoId</code>,{' '}
          <code>photoDatabaseId</code>, <code>status</code>, <code>mediaType</code> (<code>PHOTO</code> or{' '}
          <code>VIDEO</code>) and <code>durationSeconds</code> (a video’s length in seconds, null for photos); RSVP
          topics add <code>rsvpId</code>, <code>rsvpDatabaseId</code> and <code>status</code>;{' '}
          <code>event.updated</code> adds <code>fields</code>, the names of what changed separated by commas.
        </p>
      </Section>

      <Section title="Costs and limits">
        <ul>
          <li>
            Every operation is measured before it runs: the objects it could return, each list counted at its page size
            (<code>first</code>/<code>last</code>, from literals or variables alike). At most {number(operation.nodes)}{' '}
            objects per operation (<code>QUERY_TOO_LARGE</code> beyond).
          </li>
          <li>
            An operation costs that many points, at least 1; a REST call costs 1. Each token and each signed-in user has{' '}
            {number(pointsPerHour.caller)} points an hour, and an account {number(pointsPerHour.account)} an hour for
            its session and all its tokens together (a request pays from both: more tokens do not make more points);
            callers without either share {number(pointsPerHour.anonymous)} an hour per address. Over budget, requests
            are refused (HTTP 429, <code>RATE_LIMITED</code>) until the hour’s window resets.
          </li>
          <li>
            Every GraphQL result tells its cost in <code>extensions.cost</code>:{' '}
            <code>{'{ requestedPoints, remaining, limit, resetAt }'}</code>. REST answers carry{' '}
            <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds),
            and <code>Retry-After</code> when refused.
          </li>
          <li>
            Documents may nest {operation.depth} levels deep, use {operation.aliases} aliases and{' '}
            {number(operation.tokens)} tokens at most.
          </li>
        </ul>
      </Section>

      <Section title="Error codes">
        <p>
          Expected failures (a wrong PIN, an unknown event, invalid input) are typed results: ask for{' '}
          <code>__typename</code> and <code>{'... on Error { message }'}</code>. Errors in <code>errors</code> carry a
          stable <code>extensions.code</code>, and REST error answers the same name in <code>code</code>. Messages come
          in the language of the request’s <code>Accept-Language</code> (English, Turkish, German or Spanish; English
          otherwise; over graphql-ws, an operation may name it as <code>extensions.acceptLanguage</code>); codes and
          type names never change with it:
        </p>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {errorCodes.map(({ code, meaning }) => (
            <div key={code} className="contents">
              <dt>
                <code className="bg-stone-100 px-1">{code}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </article>
  );
}
