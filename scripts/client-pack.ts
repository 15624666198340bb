import { packClient } from './client-package';

// npm run client:pack [destination]: the client's tarball (default: the current folder).
console.log(packClient(process.argv[2] ?? '.'));
