// Issue 56, defect 3: after a SIGKILL the restarted server waited for its own dead predecessor's
// invoicing lease to run out (4 × ARCA_TIMEOUT_MS + 5 s). The lease's holder now says who holds
// it, so that a server can show that the holder is dead and take the turn at once:
// - the same embedded data folder: PGlite is opened by one process at a time (db/lock.ts), so
//   any other holder recorded in it has ended;
// - the same host and boot and pid namespace: a process is its pid *and* its start time
//   (/proc/<pid>/stat), so a pid since reused by another process, or a zombie, is not mistaken
//   for the holder (issue 56, defect 1).
// Any other holder is waited for as before (another host, another boot — perhaps another machine
// of the same name —, another pid namespace, a holder of an older version): nothing shows it dead.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

export type Holder = {
  id: string;
  host: string;
  boot?: string;
  /** The pid namespace: a pid means something only inside its own (containers). */
  ns?: string;
  pid: number;
  start?: string;
  dir?: string;
};

const readOr = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** The state letter and start time (clock ticks since boot) of a process, from /proc. */
function procStat(pid: number): { state: string; start: string } | null {
  const stat = readOr(`/proc/${pid}/stat`);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields || fields.length < 20) return null;
  return { state: fields[0]!, start: fields[19]! };
}

function pidNamespace(): string | undefined {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

/** This process as a lease holder; `dir` only on the embedded database (its data folder). */
export function holderOf(pid: number, dir?: string): Holder {
  return {
    id: randomUUID(),
    host: os.hostname(),
    boot: readOr('/proc/sys/kernel/random/boot_id'),
    ns: pidNamespace(),
    pid,
    start: procStat(pid)?.start,
    ...(dir ? { dir } : {}),
  };
}

export const holderText = (h: Holder) => JSON.stringify(h);

function parse(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Holder;
    return typeof h?.id === 'string' && typeof h.pid === 'number' ? h : null;
  } catch {
    return null; // a holder of an older version (a bare uuid): nothing to show
  }
}

/** Whether `me` can show that the lease's holder (as recorded) is a dead predecessor. */
export function deadPredecessor(recorded: string, me: Holder): boolean {
  const other = parse(recorded);
  if (!other || other.id === me.id) return false;
  if (other.dir && other.dir === me.dir) return true;
  // Two machines may share a name, and containers share the kernel's boot id: all must match.
  if (other.host !== me.host || !other.start || !other.boot || other.boot !== me.boot) return false;
  if (!other.ns || other.ns !== me.ns) return false; // another container's pid: not ours to read
  const now = procStat(other.pid);
  return now === null || now.start !== other.start || now.state === 'Z' || now.state === 'X';
}
