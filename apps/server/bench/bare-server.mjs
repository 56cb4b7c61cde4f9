// A bare node:http server answering canned responses (the baseline the real server is measured
// against): it looks up the request URL and writes the recorded status, headers and body bytes.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const responses = new Map(
  Object.entries(recorded).map(([url, r]) => [url, { ...r, body: Buffer.from(r.body, 'base64') }]),
);

const server = createServer((req, res) => {
  const response = responses.get(req.url);
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
