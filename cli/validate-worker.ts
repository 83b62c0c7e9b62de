// A worker thread of `mcpdesc validate` (./pool.ts starts them): validates the files it is sent, one at a time, and
// answers each with its report.
import { parentPort } from 'node:worker_threads';
import type { ThreadJob, ThreadReply } from './io.ts';
import { validateJob } from './validate-file.ts';

const port = parentPort;
if (!port) throw new Error('cli/validate-worker runs as a worker thread of mcpdesc validate');
let queue = Promise.resolve();
port.on('message', ({ id, job }: ThreadJob) => {
  queue = queue.then(async () => {
    let reply: ThreadReply;
    try {
      reply = { id, report: await validateJob(job) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    port.postMessage(reply);
  });
});
