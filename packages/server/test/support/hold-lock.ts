// A process that holds a data directory's lock until it is killed, standing for a running server
// (issue 56): `node --import tsx hold-lock.ts <db dir>`; prints "held" once it holds it.
import { lockDataDir } from '../../src/db/lock.ts';

await lockDataDir(process.argv[2]!);
console.info('held');
setInterval(() => {}, 1000);
