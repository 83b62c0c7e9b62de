// A worker thread of `mcpdesc validate` (./pool.ts starts them): validates the files it is sent, one at a time, and
// answers each with its report.
import { parentPort } from 'node:worker_threads';
import { validateJob, type ValidateJob } from './validate-file.ts';

export interface WorkerJob {
  id: number;
  job: ValidateJob;
}

const port = parentPort;
if (!port) throw new Error('cli/validate-worker runs as a worker thread of mcpdesc validate');
let queue = Promise.resolve();
port.on('message', ({ id, job }: WorkerJob) => {
  queue = queue.then(async () => {
    try {
      port.postMessage({ id, report: await validateJob(job) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  });
});
