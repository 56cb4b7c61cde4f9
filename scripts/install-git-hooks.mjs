// `npm install`'s prepare step: installs the commit-msg hook that checks each message with
// commitlint (package.json "simple-git-hooks", commitlint.config.mjs). A tree without git (an
// unpacked release) or without dev dependencies is left as it is, without failing the install;
// SKIP_INSTALL_SIMPLE_GIT_HOOKS=1 skips it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../node_modules/simple-git-hooks/cli.js', import.meta.url));
if (existsSync(cli)) {
  const { status } = spawnSync(process.execPath, [cli], { stdio: 'inherit' });
  if (status !== 0) console.log('The commit-msg hook was not installed; the install goes on.');
}
