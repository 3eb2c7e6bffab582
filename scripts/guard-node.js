// npm scripts must run on the Node 24 that the root devDependency `node` installs into
// node_modules/.bin; an install with --ignore-scripts silently falls back to the system Node.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project runs on Node 24 (found ${process.version}). Run "npm install" without --ignore-scripts ` +
      'so that node_modules/.bin/node is installed, then use the npm scripts.',
  );
  process.exit(1);
}
